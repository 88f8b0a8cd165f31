// A string's size is limited by a maxLength, an enum or a const; by a format the server parses
// and refuses otherwise (a UUID, an RFC 3339 timestamp); or by a pattern anchored at both ends
// that repeats nothing without an upper bound (`^[0-9]{4}-(0[1-9]|1[0-2])$`); or by any schema
// of its `allOf`, where a nullable field wraps a named one (`type` and `nullable` beside it).
const PARSED_FORMATS = new Set(['uuid', 'date-time']);
const OPEN_ENDED_REPETITION = /(?<!\\)[*+]|\{\d+,\}/;

function boundedByPattern(pattern) {
  return (
    typeof pattern === 'string' &&
    pattern.startsWith('^') &&
    pattern.endsWith('$') &&
    !OPEN_ENDED_REPETITION.test(pattern)
  );
}

function bounded(schema) {
  if (schema === null || typeof schema !== 'object') return false;
  return (
    'maxLength' in schema ||
    'enum' in schema ||
    'const' in schema ||
    PARSED_FORMATS.has(schema.format) ||
    boundedByPattern(schema.pattern) ||
    (Array.isArray(schema.allOf) && schema.allOf.some(bounded))
  );
}

export default function boundedString(schema) {
  if (bounded(schema)) return [];
  return [
    {
      message:
        'A string clients send needs a maxLength, enum or const, a format the server parses (uuid, date-time), ' +
        'or an anchored pattern without open-ended repetition.',
    },
  ];
}
