//! Serde values as Godot Variants: the one conversion every answer of the
//! binding goes through. The engine's status is serialised once, and GDScript
//! reads the same shape as `raja status` prints; the session's own answers are
//! serde structs (`describe`) made the same way.

use godot::prelude::*;
use serde::Serialize;
use serde_json::Value;

/// `value` as a Dictionary (a struct or a map); empty if it is neither.
pub fn dictionary<T: Serialize>(value: &T) -> VarDictionary {
    match serde_json::to_value(value) {
        Ok(value @ Value::Object(_)) => to_variant(&value).to::<VarDictionary>(),
        _ => VarDictionary::new(),
    }
}

/// `items` as an Array.
pub fn array<T: Serialize>(items: &[T]) -> VarArray {
    match serde_json::to_value(items) {
        Ok(value @ Value::Array(_)) => to_variant(&value).to::<VarArray>(),
        _ => VarArray::new(),
    }
}

pub fn to_variant(value: &Value) -> Variant {
    match value {
        Value::Null => Variant::nil(),
        Value::Bool(b) => b.to_variant(),
        Value::Number(n) => match n.as_i64() {
            Some(i) => i.to_variant(),
            None => n.as_f64().unwrap_or(0.0).to_variant(),
        },
        Value::String(s) => GString::from(s.as_str()).to_variant(),
        Value::Array(items) => {
            let mut array = VarArray::new();
            for item in items {
                array.push(&to_variant(item));
            }
            array.to_variant()
        }
        Value::Object(fields) => {
            let mut dict = VarDictionary::new();
            for (key, item) in fields {
                dict.set(&GString::from(key.as_str()).to_variant(), &to_variant(item));
            }
            dict.to_variant()
        }
    }
}
