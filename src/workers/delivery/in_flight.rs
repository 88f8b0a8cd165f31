//! The deliveries an instance has in flight, and the limits that keep one receiver, or one
//! account, from taking the others' share.

use std::collections::HashMap;

use tokio::task::{AbortHandle, JoinSet};
use uuid::Uuid;

use crate::domain::webhooks;

/// Deliveries in flight per instance, all endpoints together.
pub(super) const MAX_IN_FLIGHT: usize = 512;
/// Deliveries in flight per endpoint and instance: a dead receiver holds at most this many, so
/// it takes `MAX_IN_FLIGHT / PER_ENDPOINT` dead endpoints before a live one waits for room. A
/// live receiver keeps its slots busy: each goes on to the endpoint's next due message.
pub(super) const PER_ENDPOINT: usize = 4;
/// Deliveries in flight per account (its live and test modes together) and instance, whichever
/// endpoints they go to, deleted ones included until their delivery ends: what its
/// `MAX_ENDPOINTS` endpoints per mode could hold at once. An account that creates, pings and
/// deletes endpoints in a loop gets no more.
pub(super) const PER_ACCOUNT: usize = 2 * webhooks::MAX_ENDPOINTS as usize * PER_ENDPOINT;
/// An account's share is at most a quarter of the slots: three quarters stay free for every
/// other account.
const _: () = assert!(PER_ACCOUNT <= MAX_IN_FLIGHT / 4);
/// Messages one claim statement takes at most; the loop claims again while there is more.
pub(super) const CLAIM_BATCH: usize = 64;

/// Whose a delivery in flight is.
struct Delivery {
    endpoint_id: Uuid,
    account_id: Uuid,
    abort: AbortHandle,
}

/// What the claim must skip, and how many slots the others already hold.
#[derive(Default)]
pub(super) struct Load {
    /// Endpoints at their limit.
    pub(super) full_endpoints: Vec<Uuid>,
    /// The other endpoints with deliveries in flight, and how many each.
    pub(super) endpoints: Vec<Uuid>,
    pub(super) endpoint_counts: Vec<i32>,
    /// Accounts at their limit.
    pub(super) full_accounts: Vec<Uuid>,
    /// The other accounts with deliveries in flight, and how many each.
    pub(super) accounts: Vec<Uuid>,
    pub(super) account_counts: Vec<i32>,
}

/// The deliveries this instance has in flight, by endpoint and by account. A delivery holds its
/// slot until its task has ended (finished, failed or aborted), whatever became of its endpoint.
#[derive(Default)]
pub(super) struct InFlight {
    pub(super) tasks: JoinSet<()>,
    deliveries: HashMap<tokio::task::Id, Delivery>,
    per_endpoint: HashMap<Uuid, usize>,
    per_account: HashMap<Uuid, usize>,
}

impl InFlight {
    pub(super) fn room(&self) -> usize {
        MAX_IN_FLIGHT.saturating_sub(self.tasks.len())
    }

    pub(super) fn start(
        &mut self,
        endpoint_id: Uuid,
        account_id: Uuid,
        delivery: impl Future<Output = ()> + Send + 'static,
    ) {
        let abort = self.tasks.spawn(delivery);
        self.deliveries.insert(
            abort.id(),
            Delivery {
                endpoint_id,
                account_id,
                abort,
            },
        );
        *self.per_endpoint.entry(endpoint_id).or_default() += 1;
        *self.per_account.entry(account_id).or_default() += 1;
    }

    pub(super) fn finished(&mut self, task: tokio::task::Id) {
        let Some(delivery) = self.deliveries.remove(&task) else {
            return;
        };
        release(&mut self.per_endpoint, delivery.endpoint_id);
        release(&mut self.per_account, delivery.account_id);
    }

    /// Aborts the deliveries to `endpoint_id` (it was deleted); each keeps its slot until its
    /// task has ended, which the loop learns from `tasks`. Returns how many.
    pub(super) fn abort_endpoint(&self, endpoint_id: Uuid) -> usize {
        let mut aborted = 0;
        for delivery in self.deliveries.values().filter(|d| d.endpoint_id == endpoint_id) {
            delivery.abort.abort();
            aborted += 1;
        }
        aborted
    }

    /// The endpoints with deliveries in flight.
    pub(super) fn endpoints(&self) -> Vec<Uuid> {
        self.per_endpoint.keys().copied().collect()
    }

    /// Endpoints and accounts at their limit (the claim skips them), and the others with their
    /// count.
    pub(super) fn load(&self) -> Load {
        let mut load = Load::default();
        for (&endpoint_id, &count) in &self.per_endpoint {
            if count >= PER_ENDPOINT {
                load.full_endpoints.push(endpoint_id);
            } else {
                load.endpoints.push(endpoint_id);
                load.endpoint_counts.push(count as i32);
            }
        }
        for (&account_id, &count) in &self.per_account {
            if count >= PER_ACCOUNT {
                load.full_accounts.push(account_id);
            } else {
                load.accounts.push(account_id);
                load.account_counts.push(count as i32);
            }
        }
        load
    }
}

fn release(counts: &mut HashMap<Uuid, usize>, key: Uuid) {
    if let Some(count) = counts.get_mut(&key) {
        *count -= 1;
        if *count == 0 {
            counts.remove(&key);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn an_account_is_full_at_its_share_whatever_its_endpoints() {
        let mut in_flight = InFlight::default();
        let account = Uuid::now_v7();
        // Every delivery to an endpoint of its own, as endpoints created and deleted in a loop.
        for _ in 0..PER_ACCOUNT {
            in_flight.start(Uuid::now_v7(), account, std::future::pending());
        }
        let load = in_flight.load();
        assert_eq!(load.full_accounts, vec![account]);
        assert!(load.full_endpoints.is_empty());
        assert_eq!(load.endpoints.len(), PER_ACCOUNT);
    }

    #[tokio::test]
    async fn an_aborted_delivery_holds_its_slot_until_its_task_ends() {
        let mut in_flight = InFlight::default();
        let (endpoint, account) = (Uuid::now_v7(), Uuid::now_v7());
        for _ in 0..PER_ENDPOINT {
            in_flight.start(endpoint, account, std::future::pending());
        }
        assert_eq!(in_flight.abort_endpoint(endpoint), PER_ENDPOINT);
        assert_eq!(in_flight.load().full_endpoints, vec![endpoint]);
        while let Some(done) = in_flight.tasks.join_next_with_id().await {
            let error = done.expect_err("aborted");
            assert!(error.is_cancelled());
            in_flight.finished(error.id());
        }
        let load = in_flight.load();
        assert!(load.full_endpoints.is_empty() && load.endpoints.is_empty() && load.accounts.is_empty());
        assert_eq!(in_flight.room(), MAX_IN_FLIGHT);
    }
}
