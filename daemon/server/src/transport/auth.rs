//! The TCP client token: loaded from config, compared in constant time, never logged.

use std::fmt;

use repaird_config::Config;
use subtle::ConstantTimeEq;

pub struct Token(String);

impl fmt::Debug for Token {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Token(<redacted>)")
    }
}

impl Token {
    /// From the variable named by `tcp.token_env`, else the file `tcp.token_file`.
    pub fn from_config(config: &Config) -> anyhow::Result<Token> {
        let env_name = config.tcp.token_env.trim();
        if !env_name.is_empty() {
            if let Ok(value) = std::env::var(env_name) {
                if !value.trim().is_empty() {
                    return Ok(Token(value.trim().to_string()));
                }
            }
        }
        if let Some(path) = config.token_file() {
            let value = std::fs::read_to_string(&path).map_err(|e| {
                anyhow::anyhow!("cannot read tcp.token_file {}: {e}", path.display())
            })?;
            if !value.trim().is_empty() {
                return Ok(Token(value.trim().to_string()));
            }
            anyhow::bail!("tcp.token_file {} is empty", path.display());
        }
        anyhow::bail!(
            "TCP needs a client token: set the environment variable {} (tcp.token_env) or tcp.token_file",
            if env_name.is_empty() { "<unset>" } else { env_name }
        )
    }

    #[cfg(test)]
    pub fn new(value: &str) -> Token {
        Token(value.to_string())
    }

    /// A fixed token for the fuzz entry points.
    pub(super) fn from_value(value: &str) -> Token {
        Token(value.to_string())
    }

    pub fn matches(&self, offered: &str) -> bool {
        self.0.as_bytes().ct_eq(offered.as_bytes()).into()
    }
}
