//! Writing state, WOLVERINE's `change`: `change current n3`, `change n4->prev n3`,
//! `change head NULL`, `change n2->data 7`. Naming a node that does not exist allocates one.

use serde::{Deserialize, Serialize};

use crate::graph::{GraphOptions, VariableScope};
use crate::session::GdbSession;
use crate::GdbError;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", content = "value", rename_all = "snake_case")]
pub enum ChangeValue {
    Int(i64),
    Null,
    /// A symbolic node (`n3`); a name no live node has means "a fresh node".
    Node(String),
}

impl ChangeValue {
    /// `NULL`, an integer, or a node name.
    pub fn parse(text: &str) -> Result<ChangeValue, GdbError> {
        let text = text.trim();
        if text.eq_ignore_ascii_case("null") || text == "0x0" {
            return Ok(ChangeValue::Null);
        }
        if let Ok(n) = text.parse() {
            return Ok(ChangeValue::Int(n));
        }
        if is_node_name(text) {
            return Ok(ChangeValue::Node(text.to_string()));
        }
        Err(GdbError::InvalidRequest(format!(
            "`{text}` is not NULL, an integer or a node name (n1, n2, ..)"
        )))
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChangeOutcome {
    /// The C assignment gdb evaluated.
    pub assignment: String,
    /// The name of the node allocated for the change, if one was.
    pub allocated: Option<String>,
    /// A node the program had freed, named again: a copy of its last contents is live under
    /// its old name (the program's own pointers to the freed block stay dangling).
    pub revived: Option<String>,
}

fn is_node_name(text: &str) -> bool {
    text.len() > 1 && text.starts_with('n') && text[1..].bytes().all(|b| b.is_ascii_digit())
}

/// A live heap block as the helper lists it.
struct LiveNode {
    address: u64,
    type_name: Option<String>,
}

impl GdbSession {
    pub async fn change(
        &mut self,
        entity: &str,
        value: ChangeValue,
    ) -> Result<ChangeOutcome, GdbError> {
        let (lvalue, lvalue_type) = if entity.trim() == "return" {
            self.return_register().await?
        } else {
            let lvalue = self.entity_expression(entity).await?;
            // gdb refuses only what it cannot name here: a variable of another scope, a
            // field the struct lacks, a typo. That is the request's fault, not gdb's.
            let lvalue_type = match self.type_of(&lvalue).await {
                Err(GdbError::Mi { message, .. }) => {
                    return Err(GdbError::InvalidRequest(format!(
                        "`{entity}` is nothing the program can change here: {message}"
                    )))
                }
                other => other?,
            };
            (lvalue, lvalue_type)
        };
        let mut allocated = None;
        let mut revived = None;
        let rvalue = match value {
            ChangeValue::Int(n) => n.to_string(),
            ChangeValue::Null => "0".to_string(),
            ChangeValue::Node(name) => {
                let address = match self.live_node(&name).await? {
                    Some(node) => node.address,
                    None if self.revive(&name).await?.is_some() => {
                        revived = Some(name.clone());
                        self.live_node(&name)
                            .await?
                            .map(|node| node.address)
                            .ok_or_else(|| GdbError::protocol("revive", "the copy is not live"))?
                    }
                    None => {
                        let pointee = lvalue_type
                            .strip_suffix('*')
                            .map(str::trim)
                            .ok_or_else(|| {
                                GdbError::InvalidRequest(format!(
                                    "`{entity}` has type {lvalue_type}, not a pointer"
                                ))
                            })?
                            .to_string();
                        let (fresh, address) = self.allocate_node(&pointee).await?;
                        allocated = Some(fresh);
                        address
                    }
                };
                format!("({lvalue_type}) {address:#x}")
            }
        };
        let assignment = if lvalue.starts_with('$') {
            // A register is a plain integer to gdb.
            format!("{lvalue} = (long) ({rvalue})")
        } else {
            format!("{lvalue} = {rvalue}")
        };
        self.evaluate(&assignment).await?;
        Ok(ChangeOutcome {
            assignment,
            allocated,
            revived,
        })
    }

    /// A live copy of the freed node `name` under the same name, if the program freed one
    /// by that name: a `change` that names it means the node the programmer expects there
    /// (a program that frees the wrong node leaves the right one only as a freed block).
    async fn revive(&mut self, name: &str) -> Result<Option<u64>, GdbError> {
        let reply = self
            .driver
            .command(&format!("-repaird-heap freed {name}"))
            .await?;
        if reply.results.get_str("found") != Some("1") {
            return Ok(None);
        }
        let field = |key: &str| {
            reply
                .results
                .get_str(key)
                .and_then(|v| v.parse::<u64>().ok())
                .ok_or_else(|| GdbError::protocol("-repaird-heap freed", format!("no {key}")))
        };
        let (old, size) = (field("address")?, field("size")?);
        // malloc, not calloc: glibc's malloc hands back the block freed last of that size
        // (its tcache), which is usually the old block itself, so the program's own
        // pointers to the node are valid again; calloc skips the tcache.
        let printed = self
            .evaluate(&format!("((void *(*)(unsigned long)) malloc)({size})"))
            .await?;
        let address = parse_address(&printed)
            .filter(|a| *a != 0)
            .ok_or_else(|| GdbError::protocol("calloc", format!("no address in {printed:?}")))?;
        // The copy takes what is left of the old contents (the allocator reuses the first
        // words of a freed block for its lists): the best guess there is, corrected field by
        // field after.
        self.driver
            .command(&format!(
                "-repaird-heap adopt {address:#x} {size} {name} {old:#x}"
            ))
            .await?;
        Ok(Some(address))
    }

    /// The register holding what the function returns, and the type it returns, where the
    /// memory graph shows a `return` (at the function's closing brace).
    async fn return_register(&mut self) -> Result<(String, String), GdbError> {
        let graph = self
            .memory_graph(&GraphOptions {
                max_nodes: 0,
                include_globals: false,
            })
            .await?;
        let returned = graph
            .variables
            .iter()
            .find(|v| v.scope == VariableScope::Return)
            .ok_or_else(|| {
                GdbError::InvalidRequest(
                    "`return` is there only at a function's closing brace, once its `return` ran"
                        .into(),
                )
            })?;
        let type_name = returned.type_name.clone();
        for register in ["$rax", "$x0"] {
            if self.evaluate(register).await.is_ok() {
                return Ok((register.to_string(), type_name));
            }
        }
        Err(GdbError::InvalidRequest(
            "no return register known on this architecture".into(),
        ))
    }

    /// `head` stays `head`; `n4->prev` becomes `((struct node *) 0x...)->prev`.
    async fn entity_expression(&mut self, entity: &str) -> Result<String, GdbError> {
        let entity = entity.trim();
        let split = entity
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
            .unwrap_or(entity.len());
        let (base, rest) = entity.split_at(split);
        let rest_ok = rest.chars().all(|c| {
            c.is_ascii_alphanumeric() || matches!(c, '_' | '-' | '>' | '.' | '[' | ']' | ' ')
        });
        if base.is_empty() || !rest_ok {
            return Err(GdbError::InvalidRequest(format!(
                "`{entity}` is not a variable or node entity (head, n4->prev, p->next->data)"
            )));
        }
        if !is_node_name(base) {
            return Ok(entity.to_string());
        }
        let node = self
            .live_node(base)
            .await?
            .ok_or_else(|| GdbError::InvalidRequest(format!("no live heap node named {base}")))?;
        let type_name = node.type_name.ok_or_else(|| {
            GdbError::InvalidRequest(format!(
                "node {base} is not reachable from any variable, so its type is unknown"
            ))
        })?;
        Ok(format!("(({type_name} *) {:#x}){rest}", node.address))
    }

    async fn live_node(&mut self, name: &str) -> Result<Option<LiveNode>, GdbError> {
        let graph = self
            .memory_graph(&GraphOptions {
                max_nodes: usize::MAX >> 1,
                include_globals: true,
            })
            .await?;
        if let Some(node) = graph.node(name) {
            return Ok(Some(LiveNode {
                address: node.address,
                type_name: Some(node.type_name.clone()),
            }));
        }
        // Live but unreachable: the helper still knows its address.
        let reply = self.driver.command("-repaird-heap names").await?;
        let address = reply
            .results
            .get("nodes")
            .map(|nodes| nodes.items())
            .unwrap_or_default()
            .into_iter()
            .filter_map(|n| n.as_tuple())
            .find(|n| n.get_str("name") == Some(name))
            .and_then(|n| n.get_str("address"))
            .and_then(|a| a.parse().ok());
        Ok(address.map(|address| LiveNode {
            address,
            type_name: None,
        }))
    }

    async fn type_of(&mut self, expression: &str) -> Result<String, GdbError> {
        let printed = self.console(&format!("whatis {expression}")).await?;
        printed
            .trim()
            .strip_prefix("type = ")
            .map(|t| t.trim().to_string())
            .ok_or_else(|| GdbError::protocol("whatis", format!("unexpected answer {printed:?}")))
    }

    /// Frees the live node `name` in the program (`change n2 freed`: the state the programmer
    /// expects has it freed). Pointers to it dangle from then on, as in a program that freed
    /// it, and the name stays known (a later `change` naming it revives a copy).
    pub async fn free_node(&mut self, name: &str) -> Result<(), GdbError> {
        if !is_node_name(name) {
            return Err(GdbError::InvalidRequest(format!(
                "`{name}` is not a node name (n1, n2, ..): only a heap node can be freed"
            )));
        }
        let node = self
            .live_node(name)
            .await?
            .ok_or_else(|| GdbError::InvalidRequest(format!("no live heap node named {name}")))?;
        // free has no debug info in libc: cast it to its declared type to call it.
        self.evaluate(&format!(
            "((void (*)(void *)) free)((void *) {:#x})",
            node.address
        ))
        .await?;
        // Not left to the helper's `free` breakpoint firing inside gdb's own call: the
        // release is said outright (it is idempotent).
        self.driver
            .command(&format!("-repaird-heap release {:#x}", node.address))
            .await?;
        Ok(())
    }

    /// Allocates a zeroed `T` in the program and names it (the next nK).
    pub async fn allocate_node(&mut self, type_name: &str) -> Result<(String, u64), GdbError> {
        let size = self.evaluate_int(&format!("sizeof({type_name})")).await?;
        // calloc has no debug info in libc: cast it to its declared type to call it.
        let printed = self
            .evaluate(&format!(
                "((void *(*)(unsigned long, unsigned long)) calloc)(1, {size})"
            ))
            .await?;
        let address = parse_address(&printed)
            .filter(|a| *a != 0)
            .ok_or_else(|| GdbError::protocol("calloc", format!("no address in {printed:?}")))?;
        let reply = self
            .driver
            .command(&format!("-repaird-heap register {address:#x} {size}"))
            .await?;
        let name = reply
            .results
            .get_str("name")
            .ok_or_else(|| GdbError::protocol("-repaird-heap register", "no name"))?
            .to_string();
        Ok((name, address))
    }
}

/// The last `0x...` number in a printed value (`(void *) 0x55555555a2b0`).
fn parse_address(printed: &str) -> Option<u64> {
    let at = printed.rfind("0x")?;
    let digits: String = printed[at + 2..]
        .chars()
        .take_while(|c| c.is_ascii_hexdigit())
        .collect();
    u64::from_str_radix(&digits, 16).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_change_values() {
        assert_eq!(ChangeValue::parse("NULL").unwrap(), ChangeValue::Null);
        assert_eq!(ChangeValue::parse(" -7 ").unwrap(), ChangeValue::Int(-7));
        assert_eq!(
            ChangeValue::parse("n12").unwrap(),
            ChangeValue::Node("n12".into())
        );
        for bad in ["n", "node", "n1x", "3.5", ""] {
            assert!(ChangeValue::parse(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn reads_printed_addresses() {
        assert_eq!(
            parse_address("(void *) 0x55555555a2b0"),
            Some(0x5555_5555_a2b0)
        );
        assert_eq!(parse_address("0x0"), Some(0));
        assert_eq!(parse_address("42"), None);
    }
}
