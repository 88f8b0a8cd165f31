//! One listening connection per instance for every channel its workers follow (the directories'
//! changes, the delivery workers' bell, deleted webhook endpoints), handed to each follower
//! through a broadcast: a listening connection is a session held on the primary for as long as
//! the instance runs, outside the pools.

use std::ops::ControlFlow;
use std::sync::Arc;
use std::time::Duration;

use sqlx::postgres::PgListener;
use tokio::sync::{broadcast, watch};

/// Notifications a follower may fall behind by before it is told it missed some.
const BACKLOG: usize = 1024;
/// The shortest time between two attempts to listen.
const RETRY: Duration = Duration::from_secs(1);

/// What a follower receives.
#[derive(Clone, Debug)]
pub enum Notice {
    Notified {
        channel: &'static str,
        payload: Arc<str>,
    },
    /// Notifications may have been missed: the connection listens anew (also the first time),
    /// or this follower fell more than a backlog behind.
    Missed,
}

/// The channels an instance listens on, and its followers' side of the broadcast.
pub struct Notifications {
    channels: Vec<&'static str>,
    sender: broadcast::Sender<Notice>,
}

/// One follower: every notice sent after it was made.
pub struct Follower(broadcast::Receiver<Notice>);

impl Notifications {
    pub fn new(channels: &[&'static str]) -> Notifications {
        Notifications {
            channels: channels.to_vec(),
            sender: broadcast::Sender::new(BACKLOG),
        }
    }

    /// A follower of every notice from now on; made before [`Notifications::listen`] starts, it
    /// receives the first [`Notice::Missed`] too.
    pub fn follow(&self) -> Follower {
        Follower(self.sender.subscribe())
    }

    /// Until `stop`: listens on `database_url` and hands every notification to the followers,
    /// telling them [`Notice::Missed`] each time the connection (again) listens, so that what
    /// changed while it did not is looked up only once nothing more can be missed.
    pub async fn listen(self, database_url: String, mut stop: watch::Receiver<bool>) {
        // At most one attempt per interval, however soon a connection is refused or lost.
        let mut attempts = tokio::time::interval(RETRY);
        attempts.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            tokio::select! {
                _ = attempts.tick() => {}
                _ = stop.changed() => return,
            }
            if let Ok(mut listener) = self.listener(&database_url).await {
                let _ = self.sender.send(Notice::Missed);
                if self.relay(&mut listener, &mut stop).await.is_break() {
                    return;
                }
            }
        }
    }

    /// Hands on what `listener` receives until its connection is lost (continue) or `stop` (break).
    async fn relay(&self, listener: &mut PgListener, stop: &mut watch::Receiver<bool>) -> ControlFlow<()> {
        loop {
            tokio::select! {
                received = listener.try_recv() => match received {
                    Ok(Some(notification)) => {
                        if let Some(channel) = self.channels.iter().find(|c| **c == notification.channel()) {
                            let payload = Arc::from(notification.payload());
                            let _ = self.sender.send(Notice::Notified { channel, payload });
                        }
                    }
                    // Listen on a new connection before telling anyone of the gap.
                    Ok(None) | Err(_) => return ControlFlow::Continue(()),
                },
                _ = stop.changed() => return ControlFlow::Break(()),
            }
        }
    }

    async fn listener(&self, database_url: &str) -> Result<PgListener, sqlx::Error> {
        let mut listener = PgListener::connect(database_url).await?;
        listener.listen_all(self.channels.iter().copied()).await?;
        Ok(listener)
    }
}

impl Follower {
    /// The next notice; never comes once the instance stopped listening.
    pub async fn next(&mut self) -> Notice {
        match self.0.recv().await {
            Ok(notice) => notice,
            Err(broadcast::error::RecvError::Lagged(_)) => Notice::Missed,
            Err(broadcast::error::RecvError::Closed) => std::future::pending().await,
        }
    }
}
