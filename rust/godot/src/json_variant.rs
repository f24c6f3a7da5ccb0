//! serde_json values as Godot Variants: the engine's status is serialised once, and
//! GDScript reads the same shape as `raja status` prints.

use godot::prelude::*;
use serde_json::Value;

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
