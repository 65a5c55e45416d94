//! The wire shapes are camelCase and optional fields are omitted, as the doc says.

use repaird_protocol::ping::{PingParams, PingResult};
use repaird_protocol::status::StatusParams;

#[test]
fn ping_round_trips_through_documented_json() {
    let params: PingParams = serde_json::from_str(r#"{"nonce":42}"#).unwrap();
    assert_eq!(params.nonce, Some(42));
    let result = PingResult {
        nonce: Some(42),
        server_version: "0.1.0".into(),
    };
    assert_eq!(
        serde_json::to_string(&result).unwrap(),
        r#"{"nonce":42,"serverVersion":"0.1.0"}"#
    );
    let empty = PingResult {
        nonce: None,
        server_version: "x".into(),
    };
    assert_eq!(
        serde_json::to_string(&empty).unwrap(),
        r#"{"serverVersion":"x"}"#
    );
}

#[test]
fn status_params_accept_empty_object() {
    let _: StatusParams = serde_json::from_str("{}").unwrap();
}
