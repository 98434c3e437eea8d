//! The content hash that tells whether a synced file changed since the last sync: 64-bit FNV-1a
//! over a canonical JSON text (object keys sorted), as 16 hexadecimal digits. Stable across
//! Rust versions and platforms (std's hasher is not promised to be), and independent of the
//! order a file's keys were written in. Not a defence against anyone: the server holds the data.

use serde_json::Value;

/// The hash of a JSON value, as 16 hexadecimal digits.
pub fn content_hash(value: &Value) -> String {
    let mut hasher = Fnv(0xcbf2_9ce4_8422_2325);
    feed(value, &mut hasher);
    format!("{:016x}", hasher.0)
}

struct Fnv(u64);

impl Fnv {
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 ^= u64::from(b);
            self.0 = self.0.wrapping_mul(0x0000_0100_0000_01b3);
        }
    }
}

fn feed(value: &Value, h: &mut Fnv) {
    match value {
        Value::Object(map) => {
            h.write(b"{");
            let mut keys: Vec<&String> = map.keys().collect();
            keys.sort();
            for key in keys {
                h.write(Value::String(key.clone()).to_string().as_bytes());
                h.write(b":");
                if let Some(v) = map.get(key) {
                    feed(v, h);
                }
                h.write(b",");
            }
            h.write(b"}");
        }
        Value::Array(items) => {
            h.write(b"[");
            for item in items {
                feed(item, h);
                h.write(b",");
            }
            h.write(b"]");
        }
        other => h.write(other.to_string().as_bytes()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn equal_content_equal_hash_whatever_the_key_order() {
        let a: Value = serde_json::from_str(r#"{"a": 1, "b": [1, {"x": "y"}]}"#).unwrap();
        let b: Value = serde_json::from_str(r#"{"b": [1, {"x": "y"}], "a": 1}"#).unwrap();
        assert_eq!(content_hash(&a), content_hash(&b));
        let c: Value = serde_json::from_str(r#"{"a": 1, "b": [{"x": "y"}, 1]}"#).unwrap();
        assert_ne!(content_hash(&a), content_hash(&c));
        assert_eq!(content_hash(&a).len(), 16);
        // Pinned: the bases in sync.json must mean the same in the next version of Parlour.
        assert_eq!(content_hash(&Value::Null), "5b9bc4ba528108e4");
    }
}
