import { FOREIGN_KEYS, findExposedTable, type ExposedTable, type ForeignKey } from './exposed-tables';
import { RestError, restError } from './rest-errors';

/**
 * Which foreign key an embedded resource (`select=*,mental_health_exercises(title)`) follows,
 * found as PostgREST finds it: every declared key between the two tables, in either direction,
 * narrowed by the optional hint (`target!constraint_name` or `target!fk_column`). None is 400
 * PGRST200; more than one is 300 PGRST201 with the candidates in `details`.
 */
export interface Relationship {
  constraint: string;
  /** many-to-one: the parent holds the key (one object or null); one-to-many: the target does (an array). */
  cardinality: 'many-to-one' | 'one-to-many';
  target: ExposedTable;
  /** Join condition: target.targetColumns[i] = parent.parentColumns[i]. */
  parentColumns: readonly string[];
  targetColumns: readonly string[];
}

const SCHEMA = 'public';

export function findRelationship(
  parent: ExposedTable,
  targetName: string,
  hint: string | undefined,
  foreignKeys: readonly ForeignKey[] = FOREIGN_KEYS,
  lookup: (name: string) => ExposedTable | undefined = findExposedTable,
): Relationship {
  const target = lookup(targetName);
  const candidates = target ? relationshipsBetween(parent, target, foreignKeys) : [];
  const matching = hint === undefined ? candidates : candidates.filter((rel) => matchesHint(rel, hint));
  if (matching.length === 1) return matching[0] as Relationship;
  if (matching.length === 0) throw noRelationship(parent.name, targetName, hint);
  throw ambiguousRelationship(parent.name, targetName, matching);
}

function relationshipsBetween(
  parent: ExposedTable,
  target: ExposedTable,
  foreignKeys: readonly ForeignKey[],
): Relationship[] {
  const found: Relationship[] = [];
  for (const key of foreignKeys) {
    if (key.table === parent.name && key.referencedTable === target.name) {
      found.push({
        constraint: key.constraint,
        cardinality: 'many-to-one',
        target,
        parentColumns: key.columns,
        targetColumns: key.referencedColumns,
      });
    }
    // A self-reference would match both ways; only the many-to-one reading is kept for it.
    else if (key.table === target.name && key.referencedTable === parent.name) {
      found.push({
        constraint: key.constraint,
        cardinality: 'one-to-many',
        target,
        parentColumns: key.referencedColumns,
        targetColumns: key.columns,
      });
    }
  }
  return found;
}

/** PostgREST accepts the constraint's name or one of the key's own columns as the hint. */
function matchesHint(rel: Relationship, hint: string): boolean {
  const keyColumns = rel.cardinality === 'many-to-one' ? rel.parentColumns : rel.targetColumns;
  return rel.constraint === hint || keyColumns.includes(hint);
}

function noRelationship(parent: string, target: string, hint: string | undefined): RestError {
  return restError(
    400,
    'PGRST200',
    `Could not find a relationship between '${parent}' and '${target.slice(0, 120)}' in the schema cache`,
    `Searched for a foreign key relationship between '${parent}' and '${target.slice(0, 120)}'` +
      `${hint === undefined ? '' : ` using the hint '${hint.slice(0, 120)}'`} in the schema '${SCHEMA}', but no matches were found.`,
  );
}

function ambiguousRelationship(parent: string, target: string, rels: Relationship[]): RestError {
  const columns = (cols: readonly string[]) => `(${cols.join(', ')})`;
  const details = rels.map((rel) => ({
    cardinality: rel.cardinality,
    embedding: `${parent} with ${target}`,
    relationship: `${rel.constraint} using ${parent}${columns(rel.parentColumns)} and ${target}${columns(rel.targetColumns)}`,
  }));
  const choices = rels.map((rel) => `'${target}!${rel.constraint}'`).join(', ');
  // PostgREST sends `details` as a JSON array here, not a string, and answers 300 Multiple Choices.
  return new RestError(300, {
    code: 'PGRST201',
    message: `Could not embed because more than one relationship was found for '${parent}' and '${target}'`,
    details: details as unknown as string,
    hint: `Try changing '${target}' to one of the following: ${choices}. Find the desired relationship in the 'details' key.`,
  });
}
