//! Contract coverage: every status code that `openapi.yaml` documents for every operation has at
//! least one accepted insta snapshot of a real response (`assert_documented!` names them
//! `api__<module>__<operationId>-<status>-<case>.snap`), and every such snapshot names a documented
//! pair and shows that status. An operation or a status added to the contract without a test
//! fails here.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use serde_json::Value;

const METHODS: [&str; 8] = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];

/// `operationId` → documented statuses, straight from the document.
pub fn documented() -> BTreeMap<String, BTreeSet<u16>> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("openapi.yaml");
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let spec: yaml_serde::Value = yaml_serde::from_str(&text).expect("openapi.yaml is YAML");
    let mut operations = BTreeMap::new();
    let paths = spec["paths"].as_mapping().expect("openapi.yaml has paths");
    for (route, item) in paths {
        for method in METHODS {
            let Some(operation) = item.get(method) else { continue };
            let id = operation["operationId"]
                .as_str()
                .unwrap_or_else(|| panic!("{method} {route:?} has no operationId"));
            let statuses = operation["responses"]
                .as_mapping()
                .unwrap_or_else(|| panic!("{id} documents no responses"))
                .keys()
                .map(|status| {
                    let text = status
                        .as_str()
                        .map(str::to_owned)
                        .or_else(|| status.as_u64().map(|n| n.to_string()));
                    text.and_then(|t| t.parse().ok())
                        .unwrap_or_else(|| panic!("{id}: response key {status:?} is not a status code"))
                })
                .collect();
            assert!(
                operations.insert(id.to_owned(), statuses).is_none(),
                "operationId {id} is used twice"
            );
        }
    }
    operations
}

/// One accepted snapshot: `api__<module>__<operationId>-<status>-<case>.snap`.
struct Snapshot {
    file: String,
    operation: String,
    status: u16,
    recorded_status: Option<u64>,
}

fn snapshots() -> Vec<Snapshot> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/api/snapshots");
    let mut found = Vec::new();
    for entry in std::fs::read_dir(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())) {
        let entry = entry.unwrap();
        let file = entry.file_name().to_string_lossy().into_owned();
        // Pending `.snap.new` files are not accepted snapshots.
        let Some(stem) = file.strip_suffix(".snap") else {
            continue;
        };
        let name = stem
            .strip_prefix("api__")
            .and_then(|rest| rest.split_once("__"))
            .map(|(_module, name)| name)
            .unwrap_or_else(|| panic!("{file}: not an api__<module>__<name>.snap snapshot"));
        let name = name.to_owned();
        let mut parts = name.splitn(3, '-');
        let (Some(operation), Some(status), Some(case)) = (parts.next(), parts.next(), parts.next()) else {
            panic!("{file}: not named <operationId>-<status>-<case> (use assert_documented!)");
        };
        assert!(!case.is_empty(), "{file}: the case name is empty");
        let status = status
            .parse()
            .unwrap_or_else(|_| panic!("{file}: `{status}` is not a status code"));
        let content = std::fs::read_to_string(entry.path()).unwrap();
        // The snapshot body follows insta's `---`-delimited header.
        let body = content.splitn(3, "---").nth(2).unwrap_or_default();
        let recorded_status = serde_json::from_str::<Value>(body)
            .ok()
            .and_then(|shape| shape["status"].as_u64());
        found.push(Snapshot {
            file: file.clone(),
            operation: operation.to_owned(),
            status,
            recorded_status,
        });
    }
    found
}

#[test]
fn every_documented_status_of_every_operation_has_a_snapshot_of_a_real_response() {
    let documented = documented();
    assert!(
        documented.len() >= 20,
        "openapi.yaml lists {} operations",
        documented.len()
    );
    let snapshots = snapshots();
    let covered: BTreeSet<(&str, u16)> = snapshots.iter().map(|s| (s.operation.as_str(), s.status)).collect();

    let missing: Vec<String> = documented
        .iter()
        .flat_map(|(id, statuses)| statuses.iter().map(move |status| (id, *status)))
        .filter(|(id, status)| !covered.contains(&(id.as_str(), *status)))
        .map(|(id, status)| format!("{id} {status}"))
        .collect();
    let total: usize = documented.values().map(BTreeSet::len).sum();
    assert!(
        missing.is_empty(),
        "{} of {total} documented (operation, status) pairs have no snapshot of a real response; add a \
         test that produces each and snapshots it with assert_documented!:\n  {}",
        missing.len(),
        missing.join("\n  ")
    );
}

#[test]
fn every_snapshot_names_a_documented_status_and_shows_it() {
    let documented = documented();
    let mut problems = Vec::new();
    for snapshot in snapshots() {
        match documented.get(&snapshot.operation) {
            None => problems.push(format!(
                "{}: no operation {} in openapi.yaml",
                snapshot.file, snapshot.operation
            )),
            Some(statuses) if !statuses.contains(&snapshot.status) => problems.push(format!(
                "{}: {} does not document {}",
                snapshot.file, snapshot.operation, snapshot.status
            )),
            Some(_) => {}
        }
        if snapshot
            .recorded_status
            .is_some_and(|recorded| recorded != u64::from(snapshot.status))
        {
            problems.push(format!(
                "{}: named {} but records status {:?}",
                snapshot.file, snapshot.status, snapshot.recorded_status
            ));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
