//! Problems with the fields of an input: where (a [`FieldPath`]) and what (an [`Issue`]). The
//! contract checker and the domain's rules report them alike, so one answer lists them all.

use std::fmt::Write as _;

/// The path of a field inside a request: `cv.workExperiences[2].startDate`.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct FieldPath(Vec<Segment>);

#[derive(Debug, Clone, PartialEq)]
enum Segment {
    Key(String),
    Index(usize),
}

impl FieldPath {
    pub fn key(name: &str) -> Self {
        Self(vec![Segment::Key(name.to_owned())])
    }

    pub fn field(&self, name: &str) -> Self {
        let mut path = self.clone();
        path.0.push(Segment::Key(name.to_owned()));
        path
    }

    pub fn index(&self, index: usize) -> Self {
        let mut path = self.clone();
        path.0.push(Segment::Index(index));
        path
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The simple error shape's form: `["cv", "workExperiences", "2", "startDate"]`.
    pub fn segments(&self) -> Vec<String> {
        self.0
            .iter()
            .map(|s| match s {
                Segment::Key(k) => k.clone(),
                Segment::Index(i) => i.to_string(),
            })
            .collect()
    }

    /// The structured error shape's form: `question_config.custom_questions[0].question_type`.
    pub fn dotted(&self) -> String {
        let mut out = String::new();
        for segment in &self.0 {
            match segment {
                Segment::Key(k) if out.is_empty() => out.push_str(k),
                Segment::Key(k) => {
                    out.push('.');
                    out.push_str(k);
                }
                Segment::Index(i) => {
                    let _ = write!(out, "[{i}]");
                }
            }
        }
        out
    }
}

/// One problem with one field of a request.
#[derive(Debug, Clone, PartialEq)]
pub struct Issue {
    pub path: FieldPath,
    pub message: String,
}

impl Issue {
    pub fn new(path: FieldPath, message: impl Into<String>) -> Self {
        Self {
            path,
            message: message.into(),
        }
    }

    /// A problem with the request as a whole (no field applies).
    pub fn request(message: impl Into<String>) -> Self {
        Self::new(FieldPath::default(), message)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn field_paths_render_in_both_shapes() {
        let path = FieldPath::key("question_config")
            .field("custom_questions")
            .index(0)
            .field("question_type");
        assert_eq!(path.dotted(), "question_config.custom_questions[0].question_type");
        assert_eq!(
            path.segments(),
            ["question_config", "custom_questions", "0", "question_type"]
        );
    }
}
