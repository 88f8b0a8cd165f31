//! The deliveries an instance has in flight, and the limits that keep one receiver, or one
//! account, from taking the others' share.

use std::collections::HashMap;

use tokio::task::JoinSet;
use uuid::Uuid;

use crate::domain::webhooks;

/// Deliveries in flight per instance, all endpoints together.
pub(super) const MAX_IN_FLIGHT: usize = 512;
/// Deliveries in flight per endpoint and instance: a dead receiver holds at most this many, so
/// it takes `MAX_IN_FLIGHT / PER_ENDPOINT` dead endpoints before a live one waits for room. A
/// live receiver keeps its slots busy: each goes on to the endpoint's next due message.
pub(super) const PER_ENDPOINT: usize = 4;
/// An account's share: with at most `MAX_ENDPOINTS` endpoints per mode, its slow receivers hold
/// at most 80 of the slots, so three quarters stay free for every other account.
const _: () = assert!(2 * webhooks::MAX_ENDPOINTS as usize * PER_ENDPOINT <= MAX_IN_FLIGHT / 4);
/// Messages one claim statement takes at most; the loop claims again while there is more.
pub(super) const CLAIM_BATCH: usize = 64;

/// The deliveries this instance has in flight, by endpoint.
#[derive(Default)]
pub(super) struct InFlight {
    pub(super) tasks: JoinSet<()>,
    endpoint_of: HashMap<tokio::task::Id, Uuid>,
    per_endpoint: HashMap<Uuid, usize>,
}

impl InFlight {
    pub(super) fn room(&self) -> usize {
        MAX_IN_FLIGHT.saturating_sub(self.tasks.len())
    }

    pub(super) fn start(&mut self, endpoint_id: Uuid, delivery: impl Future<Output = ()> + Send + 'static) {
        let task = self.tasks.spawn(delivery);
        self.endpoint_of.insert(task.id(), endpoint_id);
        *self.per_endpoint.entry(endpoint_id).or_default() += 1;
    }

    pub(super) fn finished(&mut self, task: tokio::task::Id) {
        let Some(endpoint_id) = self.endpoint_of.remove(&task) else {
            return;
        };
        if let Some(count) = self.per_endpoint.get_mut(&endpoint_id) {
            *count -= 1;
            if *count == 0 {
                self.per_endpoint.remove(&endpoint_id);
            }
        }
    }

    /// Endpoints at their limit (the claim skips them), and the others with their count.
    pub(super) fn load(&self) -> (Vec<Uuid>, Vec<Uuid>, Vec<i32>) {
        let (mut full, mut busy, mut counts) = (Vec::new(), Vec::new(), Vec::new());
        for (&endpoint_id, &count) in &self.per_endpoint {
            if count >= PER_ENDPOINT {
                full.push(endpoint_id);
            } else {
                busy.push(endpoint_id);
                counts.push(count as i32);
            }
        }
        (full, busy, counts)
    }
}
