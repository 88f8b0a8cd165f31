//! Where e-mails go: the mail server of `SMTP_URL` (lettre), or, without one, `.eml` files in
//! `EMAIL_DIR`. What fails is reduced to a short reason: never the server's own words, which may
//! quote the address.

use std::path::PathBuf;

use anyhow::Context;
use lettre::{AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor};
use uuid::Uuid;

use crate::config::Settings;

pub(super) enum Transport {
    Smtp(AsyncSmtpTransport<Tokio1Executor>),
    Files(PathBuf),
}

/// Why an e-mail was not sent, and whether trying again could help.
pub(super) struct Failure {
    pub reason: &'static str,
    pub permanent: bool,
}

impl Failure {
    pub fn transient(reason: &'static str) -> Self {
        Failure {
            reason,
            permanent: false,
        }
    }

    pub fn permanent(reason: &'static str) -> Self {
        Failure {
            reason,
            permanent: true,
        }
    }
}

impl Transport {
    pub fn new(settings: &Settings) -> anyhow::Result<Self> {
        match &settings.smtp_url {
            Some(url) => {
                let transport = AsyncSmtpTransport::<Tokio1Executor>::from_url(&with_starttls_by_default(&url.0))
                    .context("SMTP_URL is not a mail server lettre can use")?
                    .timeout(Some(settings.smtp_timeout()))
                    .build();
                Ok(Transport::Smtp(transport))
            }
            None => {
                let dir = std::path::absolute(&settings.email_dir)?;
                tracing::info!(dir = %dir.display(), "no SMTP_URL: e-mails are written as .eml files");
                Ok(Transport::Files(dir))
            }
        }
    }

    pub async fn send(&self, message: &Message, id: Uuid) -> Result<(), Failure> {
        match self {
            Transport::Smtp(smtp) => smtp.send(message.clone()).await.map(drop).map_err(|error| {
                if error.is_permanent() {
                    Failure::permanent("The mail server refused the e-mail")
                } else if error.is_transient() {
                    Failure::transient("The mail server deferred the e-mail")
                } else if error.is_timeout() {
                    Failure::transient("The mail server did not answer in time")
                } else {
                    Failure::transient("The mail server could not be reached")
                }
            }),
            Transport::Files(dir) => {
                // Written whole, then renamed: a reader never sees half a message.
                let partial = dir.join(format!(".{id}.eml.partial"));
                let path = dir.join(format!("{id}.eml"));
                let written = async {
                    tokio::fs::create_dir_all(dir).await?;
                    tokio::fs::write(&partial, message.formatted()).await?;
                    tokio::fs::rename(&partial, &path).await
                };
                written
                    .await
                    .map_err(|_| Failure::transient("The e-mail could not be written to EMAIL_DIR"))
            }
        }
    }
}

/// `smtp://` upgrades with STARTTLS whenever the server offers it, unless the URL says otherwise
/// (`?tls=required`); lettre's own default for `smtp://` is no TLS at all.
fn with_starttls_by_default(url: &str) -> String {
    match reqwest::Url::parse(url) {
        Ok(mut parsed) if parsed.scheme() == "smtp" && !parsed.query_pairs().any(|(key, _)| key == "tls") => {
            parsed.query_pairs_mut().append_pair("tls", "opportunistic");
            parsed.to_string()
        }
        _ => url.to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn smtp_urls_upgrade_with_starttls_unless_they_say_otherwise() {
        assert_eq!(
            with_starttls_by_default("smtp://user:pw@mail.example.com:587"),
            "smtp://user:pw@mail.example.com:587?tls=opportunistic"
        );
        assert_eq!(
            with_starttls_by_default("smtp://mail.example.com:587?tls=required"),
            "smtp://mail.example.com:587?tls=required"
        );
        assert_eq!(
            with_starttls_by_default("smtps://mail.example.com"),
            "smtps://mail.example.com"
        );
    }
}
