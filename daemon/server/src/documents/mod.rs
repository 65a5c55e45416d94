//! Open documents: text kept as a rope, edits applied in arrival order.

mod document;
mod position;
mod store;

pub use document::{Document, TextChange};
pub use position::{Position, PositionEncoding, TextRange};
pub use store::{DocumentStore, StoreError};
