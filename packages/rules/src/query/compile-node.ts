// Compiles a parsed query into a predicate, once: the generic part shared by
// the game-data search and the list search. A schema supplies what bare
// terms and each field mean; this walks AND / OR / NOT, checks keys and
// comparisons against the field table, and orders cheap tests first.
import { fail, ok, type Result } from '../shared/result.js';
import type { FilterNode, QueryNode, QueryValue } from './ast.js';
import type { QueryError } from './query-error.js';
import type { SearchField } from './search-field.js';

export type Matcher<T> = {
  test: (item: T) => boolean;
  /** Rough relative cost of one test; AND and OR run cheaper tests first. */
  cost: number;
};

export type QuerySchema<T, TId extends string = string> = {
  fields: ReadonlyMap<string, SearchField<TId>>;
  /** negated: the term sits under an odd number of NOTs. */
  compileTerm: (value: QueryValue, negated: boolean) => Result<Matcher<T>, QueryError>;
  /** negated: the filter sits under an odd number of NOTs. */
  compileFilter: (field: SearchField<TId>, node: FilterNode, negated: boolean) => Result<Matcher<T>, QueryError>;
};

export function compileNode<T, TId extends string>(node: QueryNode, schema: QuerySchema<T, TId>, negated = false): Result<Matcher<T>, QueryError> {
  switch (node.type) {
    case 'term':
      return schema.compileTerm(node.value, negated);
    case 'filter':
      return compileFilterNode(node, schema, negated);
    case 'not': {
      const child = compileNode(node.child, schema, !negated);
      if (!child.ok) return child;
      const { test, cost } = child.value;
      return ok({ test: (item: T) => !test(item), cost });
    }
    case 'and':
    case 'or': {
      const errors: QueryError[] = [];
      const matchers: Matcher<T>[] = [];
      for (const child of node.children) {
        const compiled = compileNode(child, schema, negated);
        if (compiled.ok) matchers.push(compiled.value);
        else errors.push(...compiled.errors);
      }
      if (errors.length > 0) return fail(errors);
      matchers.sort((a, b) => a.cost - b.cost);
      const tests = matchers.map((matcher) => matcher.test);
      const cost = matchers.reduce((sum, matcher) => sum + matcher.cost, 0);
      return ok({ test: node.type === 'and' ? every(tests) : some(tests), cost });
    }
  }
}

function compileFilterNode<T, TId extends string>(node: FilterNode, schema: QuerySchema<T, TId>, negated: boolean): Result<Matcher<T>, QueryError> {
  const key = node.key.toLowerCase();
  const field = schema.fields.get(key);
  const keyRange = { start: node.keyStart, end: node.keyEnd };
  if (!field) return fail([{ code: 'UNKNOWN_KEY', message: `Unknown search key '${node.key}'.`, ...keyRange }]);
  if (!field.comparisons.includes(node.comparison)) {
    const allowed = field.comparisons.join(' or ');
    return fail([{ code: 'INVALID_COMPARISON', message: `'${node.key}' takes ${allowed}, not '${node.comparison}'.`, start: node.start, end: node.end }]);
  }
  return schema.compileFilter(field, node, negated);
}

function every<T>(tests: ((item: T) => boolean)[]): (item: T) => boolean {
  if (tests.length === 2) {
    const [first, second] = tests as [(item: T) => boolean, (item: T) => boolean];
    return (item) => first(item) && second(item);
  }
  return (item) => {
    for (const test of tests) if (!test(item)) return false;
    return true;
  };
}

function some<T>(tests: ((item: T) => boolean)[]): (item: T) => boolean {
  return (item) => {
    for (const test of tests) if (test(item)) return true;
    return false;
  };
}
