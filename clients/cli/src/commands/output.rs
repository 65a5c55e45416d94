//! Terminal output: colour only when stdout is a terminal, and progress on stderr only when
//! stderr is one.

use std::io::IsTerminal;
use std::time::Duration;

use indicatif::{ProgressBar, ProgressStyle};
use serde_json::Value;

/// ANSI styles, empty when stdout is not a terminal (pipes and files get plain text).
pub struct Style {
    on: bool,
}

impl Style {
    pub fn for_stdout() -> Style {
        Style {
            on: std::io::stdout().is_terminal() && std::env::var_os("NO_COLOR").is_none(),
        }
    }

    fn paint(&self, code: &str, text: &str) -> String {
        if self.on {
            format!("\x1b[{code}m{text}\x1b[0m")
        } else {
            text.to_string()
        }
    }

    pub fn bold(&self, text: &str) -> String {
        self.paint("1", text)
    }

    pub fn red(&self, text: &str) -> String {
        self.paint("31", text)
    }

    pub fn green(&self, text: &str) -> String {
        self.paint("32", text)
    }

    pub fn yellow(&self, text: &str) -> String {
        self.paint("33", text)
    }

    pub fn cyan(&self, text: &str) -> String {
        self.paint("36", text)
    }

    /// A unified diff with removed lines red, added lines green, hunk headers cyan.
    pub fn diff(&self, diff: &str) -> String {
        diff.lines()
            .map(|line| {
                if line.starts_with("+++") || line.starts_with("---") {
                    self.bold(line)
                } else if line.starts_with('+') {
                    self.green(line)
                } else if line.starts_with('-') {
                    self.red(line)
                } else if line.starts_with("@@") {
                    self.cyan(line)
                } else {
                    line.to_string()
                }
            })
            .collect::<Vec<_>>()
            .join("\n")
    }
}

/// A spinner on stderr showing the daemon's `$/progress` messages (hidden when stderr is not a
/// terminal, or with `--json`).
pub struct Spinner {
    bar: ProgressBar,
}

impl Spinner {
    pub fn new(visible: bool, title: &str) -> Spinner {
        let bar = if visible && std::io::stderr().is_terminal() {
            let bar = ProgressBar::new_spinner();
            bar.set_style(
                ProgressStyle::with_template("{spinner} {prefix} [{elapsed}] {msg}")
                    .unwrap_or_else(|_| ProgressStyle::default_spinner()),
            );
            bar.enable_steady_tick(Duration::from_millis(120));
            bar
        } else {
            ProgressBar::hidden()
        };
        bar.set_prefix(title.to_string());
        Spinner { bar }
    }

    /// Shows the message of a `$/progress` notification.
    pub fn observe(&self, notification: &Value) {
        if let Some(message) = progress_message(notification) {
            self.bar.set_message(message);
        }
    }

    pub fn finish(&self) {
        self.bar.finish_and_clear();
    }
}

/// The message (with percentage) of a `$/progress` notification, if it is one.
pub fn progress_message(notification: &Value) -> Option<String> {
    if notification.get("method")?.as_str()? != "$/progress" {
        return None;
    }
    let value = notification.get("params")?.get("value")?;
    let message = value
        .get("message")
        .or_else(|| value.get("title"))?
        .as_str()?;
    Some(match value.get("percentage").and_then(Value::as_u64) {
        Some(percent) => format!("{percent:>3}% {message}"),
        None => message.to_string(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn progress_messages_carry_their_percentage() {
        let report = serde_json::json!({ "method": "$/progress", "params": { "token": "t",
            "value": { "kind": "report", "message": "synthesis", "percentage": 40 } } });
        assert_eq!(progress_message(&report).as_deref(), Some(" 40% synthesis"));
        let other = serde_json::json!({ "method": "window/logMessage", "params": {} });
        assert_eq!(progress_message(&other), None);
    }

    #[test]
    fn plain_style_leaves_text_alone() {
        let style = Style { on: false };
        assert_eq!(style.diff("-a\n+b"), "-a\n+b");
        assert_eq!(Style { on: true }.red("x"), "\x1b[31mx\x1b[0m");
    }
}
