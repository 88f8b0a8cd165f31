//! An invitation's question list: the job's questions, those excluded, the custom ones and the
//! order asked for.

use std::collections::HashSet;

use uuid::Uuid;

use crate::domain::error::DomainError;
use crate::domain::invitations::PlannedQuestion;
use crate::domain::jobs::{DEFAULT_TIME_LIMIT_SECONDS, JobQuestionRow};
use crate::domain::validation::{FieldPath, Issue};
use crate::models::{QuestionConfig, QuestionSource};

fn config_path(field: &str) -> FieldPath {
    FieldPath::key("question_config").field(field)
}

/// The interview's questions: the job's in order minus the excluded ones, then the custom ones
/// in array order; `question_order` moves the questions it lists to the front, in its order;
/// without it, a custom question's `order_index` is its position (`QuestionConfig` in
/// openapi.yaml states the rules).
pub fn plan_questions(
    job: &[JobQuestionRow],
    config: Option<&QuestionConfig>,
) -> Result<Vec<PlannedQuestion>, DomainError> {
    let mut issues = Vec::new();
    let excluded_ids = config
        .and_then(|c| c.excluded_question_ids.as_deref())
        .unwrap_or_default();
    let customs = config.and_then(|c| c.custom_questions.as_deref()).unwrap_or_default();
    let order = config.and_then(|c| c.question_order.as_deref()).unwrap_or_default();

    let mut excluded = HashSet::new();
    for (i, id) in excluded_ids.iter().enumerate() {
        let at = config_path("excluded_question_ids").index(i);
        if !job.iter().any(|q| q.id == *id) {
            issues.push(Issue::new(at, "is not a question of this job"));
        } else if !excluded.insert(*id) {
            issues.push(Issue::new(at, "is listed more than once"));
        }
    }

    let mut planned: Vec<(String, PlannedQuestion)> = job
        .iter()
        .filter(|q| !excluded.contains(&q.id))
        .map(|q| {
            let question = PlannedQuestion {
                source: QuestionSource::Job,
                job_question_id: Some(q.id),
                question_text: q.question_text.clone(),
                question_type: q.question_type.0,
                time_limit_seconds: q.time_limit_seconds as u32,
            };
            (q.id.to_string(), question)
        })
        .collect();
    planned.extend(customs.iter().enumerate().map(|(i, custom)| {
        let question = PlannedQuestion {
            source: QuestionSource::Custom,
            job_question_id: None,
            question_text: custom.question_text.clone(),
            question_type: custom.question_type,
            time_limit_seconds: custom.time_limit_seconds.unwrap_or(DEFAULT_TIME_LIMIT_SECONDS),
        };
        (format!("custom_{i}"), question)
    }));

    let mut ordered = Vec::with_capacity(planned.len());
    let mut seen = HashSet::new();
    for (i, entry) in order.iter().enumerate() {
        let at = config_path("question_order").index(i);
        let problem = if !seen.insert(entry.as_str()) {
            Some("is listed more than once".to_owned())
        } else if let Some(index) = entry.strip_prefix("custom_") {
            match index.parse::<usize>() {
                Ok(n) if n < customs.len() && index == n.to_string() => None,
                Ok(n) if index == n.to_string() => Some(match customs.len() {
                    0 => "refers to a custom question, but none were given".to_owned(),
                    count => format!(
                        "is out of range: the custom questions are custom_0 to custom_{}",
                        count - 1
                    ),
                }),
                _ => Some("is not a custom_N token".to_owned()),
            }
        } else {
            match Uuid::try_parse(entry) {
                Ok(id) if excluded.contains(&id) => Some("refers to an excluded question".to_owned()),
                Ok(id) if job.iter().any(|q| q.id == id) => None,
                _ => Some("is not a question of this job or a custom_N token".to_owned()),
            }
        };
        match problem {
            Some(message) => issues.push(Issue::new(at, message)),
            None => {
                let key = Uuid::try_parse(entry).map_or_else(|_| entry.clone(), |id| id.to_string());
                if let Some(position) = planned.iter().position(|(k, _)| *k == key) {
                    ordered.push(planned.remove(position));
                }
            }
        }
    }
    ordered.extend(planned);

    // Custom questions with an `order_index`: placed by it, or checked against `question_order`.
    let indexed: Vec<(usize, usize)> = customs
        .iter()
        .enumerate()
        .filter_map(|(i, custom)| custom.order_index.map(|n| (i, n as usize)))
        .collect();
    let ordered = if order.is_empty() {
        place_by_order_index(ordered, &indexed, &mut issues)
    } else {
        for &(i, n) in &indexed {
            let key = format!("custom_{i}");
            let at = ordered.iter().position(|(k, _)| *k == key).unwrap_or_default();
            if at != n {
                issues.push(Issue::new(
                    order_index_path(i),
                    format!("contradicts question_config.question_order, which puts custom_{i} at position {at}"),
                ));
            }
        }
        ordered
    };
    let ordered: Vec<PlannedQuestion> = ordered.into_iter().map(|(_, question)| question).collect();

    if issues.is_empty() && ordered.is_empty() {
        issues.push(Issue::new(
            FieldPath::key("question_config"),
            "leaves the interview without questions",
        ));
    }
    if issues.is_empty() {
        Ok(ordered)
    } else {
        Err(DomainError::Invalid(issues))
    }
}

fn order_index_path(custom: usize) -> FieldPath {
    config_path("custom_questions").index(custom).field("order_index")
}

/// Puts the custom questions `indexed` (index in `custom_questions`, `order_index`) at their
/// positions of `list`, in ascending `order_index`, a tie one position after the other in array
/// order; the other questions fill the remaining positions in their order. A position at or past
/// the end of the list is an issue (and the list is returned as it was).
fn place_by_order_index(
    list: Vec<(String, PlannedQuestion)>,
    indexed: &[(usize, usize)],
    issues: &mut Vec<Issue>,
) -> Vec<(String, PlannedQuestion)> {
    let total = list.len();
    let mut by_position = indexed.to_vec();
    by_position.sort_by_key(|&(i, n)| (n, i));
    let mut slots: Vec<Option<String>> = vec![None; total];
    let mut next = 0;
    let mut out_of_range = false;
    for (i, n) in by_position {
        let position = n.max(next);
        if position >= total {
            out_of_range = true;
            issues.push(Issue::new(
                order_index_path(i),
                format!(
                    "is out of range: the interview has {total} question{}, at positions 0 to {}",
                    if total == 1 { "" } else { "s" },
                    total.saturating_sub(1)
                ),
            ));
            continue;
        }
        slots[position] = Some(format!("custom_{i}"));
        next = position + 1;
    }
    if out_of_range || indexed.is_empty() {
        return list;
    }
    let (mut placed, rest): (Vec<_>, Vec<_>) = list
        .into_iter()
        .partition(|(key, _)| slots.iter().flatten().any(|slot| slot == key));
    let mut rest = rest.into_iter();
    slots
        .into_iter()
        .filter_map(|slot| match slot {
            Some(key) => placed
                .iter()
                .position(|(k, _)| *k == key)
                .map(|at| placed.swap_remove(at)),
            None => rest.next(),
        })
        .collect()
}
