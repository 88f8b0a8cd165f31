//! An e-mail rendered from the templates in `templates/email/` (MiniJinja; the HTML part escaped
//! by its `.html` name): a plain-text and an HTML part in the interview's language (English for
//! a language without templates). It names the job, the company, the link and its expiry, and
//! nothing else about the candidate; no image, no tracking.

use std::sync::LazyLock;

use chrono::{DateTime, Utc};
use lettre::Message;
use lettre::message::{Mailbox, MultiPart};
use minijinja::{Environment, Value, context};
use uuid::Uuid;

use crate::domain::email::Kind;

/// The languages with templates; any other falls back to English.
pub const LANGUAGES: [&str; 7] = ["en", "es", "fr", "de", "pt", "it", "nl"];

macro_rules! templates {
    ($($name:literal),* $(,)?) => {
        [$(($name, include_str!(concat!("../../../templates/email/", $name)))),*]
    };
}

static TEMPLATES: LazyLock<Environment<'static>> = LazyLock::new(|| {
    let mut env = Environment::new();
    env.set_undefined_behavior(minijinja::UndefinedBehavior::Strict);
    for (name, source) in templates![
        "layout.html",
        "en.txt",
        "en.html",
        "es.txt",
        "es.html",
        "fr.txt",
        "fr.html",
        "de.txt",
        "de.html",
        "pt.txt",
        "pt.html",
        "it.txt",
        "it.html",
        "nl.txt",
        "nl.html",
    ] {
        env.add_template(name, source).expect("the e-mail templates compile");
    }
    env
});

/// What an e-mail says.
pub struct Content<'a> {
    pub kind: Kind,
    /// The interview's `locale_id` (`pt-BR`): its language picks the templates.
    pub locale_id: &'a str,
    pub job: &'a str,
    pub company: Option<&'a str>,
    pub link: &'a str,
    pub expires_at: DateTime<Utc>,
}

/// The rendered parts of an e-mail.
pub struct Rendered {
    pub subject: String,
    pub text: String,
    pub html: String,
}

/// The templates' language for a `locale_id`.
pub fn language(locale_id: &str) -> &'static str {
    let language = locale_id
        .split(['-', '_'])
        .next()
        .unwrap_or_default()
        .to_ascii_lowercase();
    LANGUAGES.into_iter().find(|l| *l == language).unwrap_or("en")
}

pub fn render(content: &Content<'_>) -> Result<Rendered, minijinja::Error> {
    let language = language(content.locale_id);
    let kind = match content.kind {
        Kind::Invitation => "invitation",
        Kind::NewLink => "new_link",
        Kind::NewExpiry => "new_expiry",
        Kind::Reminder => "reminder",
    };
    let ctx = context! {
        kind,
        job => content.job,
        company => content.company,
        link => content.link,
        expires => content.expires_at.format("%Y-%m-%d %H:%M UTC").to_string(),
    };
    let text = TEMPLATES
        .get_template(&format!("{language}.txt"))?
        .render_captured(&ctx)?;
    let subject = text
        .state()
        .lookup("subject")
        .map(|subject| subject.to_string())
        .unwrap_or_default();
    let body = text.output().to_owned();
    // The link escaped for HTML without MiniJinja's escaping of `/`, which would make it
    // unreadable in the message's source and in clients that show it.
    let html_link = Value::from_safe_string(
        content
            .link
            .replace('&', "&amp;")
            .replace('<', "&lt;")
            .replace('>', "&gt;")
            .replace('"', "&quot;")
            .replace('\'', "&#39;"),
    );
    let html = TEMPLATES
        .get_template(&format!("{language}.html"))?
        .render(context! { link => html_link, ..ctx })?;
    Ok(Rendered {
        // One line whatever the job's title holds.
        subject: subject.split_whitespace().collect::<Vec<_>>().join(" "),
        text: body,
        html,
    })
}

/// Who an e-mail is from and to.
pub struct Envelope<'a> {
    /// The stable id of the e-mail: its `Message-ID` is `<id@domain of from>`, the same on every attempt.
    pub id: Uuid,
    pub from: &'a Mailbox,
    /// Shown as the sender's name instead of `from`'s own.
    pub sender_name: Option<&'a str>,
    pub reply_to: Option<&'a str>,
    pub to: &'a str,
}

/// Why a message could not be built (an address that does not parse).
#[derive(Debug, thiserror::Error)]
pub enum BuildError {
    #[error("the e-mail could not be rendered")]
    Render(#[from] minijinja::Error),
    #[error("an address of the e-mail is not valid")]
    Address,
}

/// The message to send: `Message-ID`, `From`, `Reply-To`, `To`, `Subject`, `Date`, and the text
/// and HTML parts as alternatives.
pub fn build(envelope: &Envelope<'_>, content: &Content<'_>) -> Result<Message, BuildError> {
    let rendered = render(content)?;
    let from = Mailbox::new(
        envelope
            .sender_name
            .map(str::to_owned)
            .or_else(|| envelope.from.name.clone()),
        envelope.from.email.clone(),
    );
    let to: lettre::Address = envelope.to.parse().map_err(|_| BuildError::Address)?;
    let mut builder = Message::builder()
        .message_id(Some(format!("<{}@{}>", envelope.id, envelope.from.email.domain())))
        .from(from)
        .to(Mailbox::new(None, to))
        .subject(rendered.subject);
    if let Some(reply_to) = envelope.reply_to {
        builder = builder.reply_to(Mailbox::new(None, reply_to.parse().map_err(|_| BuildError::Address)?));
    }
    builder
        .multipart(MultiPart::alternative_plain_html(rendered.text, rendered.html))
        .map_err(|_| BuildError::Address)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn content(kind: Kind, locale_id: &'static str) -> Content<'static> {
        Content {
            kind,
            locale_id,
            job: "Backend <Engineer> & Co",
            company: Some("Northwind"),
            link: "https://interview.example.com/i/abc",
            expires_at: DateTime::parse_from_rfc3339("2026-12-04T18:00:00Z").unwrap().to_utc(),
        }
    }

    #[test]
    fn every_language_renders_every_kind_and_escapes_html_only_in_html() {
        for language in LANGUAGES {
            for kind in [Kind::Invitation, Kind::NewLink, Kind::NewExpiry, Kind::Reminder] {
                let rendered = render(&content(kind, language)).unwrap();
                assert!(
                    rendered.subject.contains("Backend <Engineer> & Co"),
                    "{language} {kind:?}"
                );
                assert!(rendered.text.contains("https://interview.example.com/i/abc"));
                assert!(rendered.text.contains("2026-12-04 18:00 UTC"));
                assert!(
                    rendered.html.contains("Backend &lt;Engineer&gt; &amp; Co"),
                    "{language} {kind:?}"
                );
                assert!(!rendered.html.contains("<img"));
            }
        }
    }

    #[test]
    fn a_language_without_templates_falls_back_to_english() {
        assert_eq!(language("pt-BR"), "pt");
        assert_eq!(language("ja"), "en");
        assert_eq!(language("NL"), "nl");
    }
}
