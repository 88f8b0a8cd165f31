use crate::helpers::*;
