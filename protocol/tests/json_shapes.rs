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

#[test]
fn debug_reply_counts_earlier_runs_only_when_there_are_some() {
    use repaird_protocol::debug::DebugReply;
    let first = r#"{"session":"d-1","stop":{"reason":"step","line":6},"picture":"","output":"","messages":[]}"#;
    let reply: DebugReply = serde_json::from_str(first).unwrap();
    assert_eq!(reply.earlier_runs, 0);
    assert!(!serde_json::to_string(&reply)
        .unwrap()
        .contains("earlierRuns"));
    let later = DebugReply {
        earlier_runs: 2,
        ..reply
    };
    let json = serde_json::to_value(&later).unwrap();
    assert_eq!(json["earlierRuns"], 2, "{json}");
}
