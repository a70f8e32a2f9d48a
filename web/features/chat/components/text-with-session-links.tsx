import { Fragment } from 'react';
import { Link } from 'react-router';
import { EXERCISES } from '@common/exercises';

// Only the six session routes of the catalogue become links; nothing else in a reply is markup.
const SESSION_ROUTE = new RegExp(
  `(?<=^|[\\s(])(${EXERCISES.map((exercise) => exercise.route).join('|')})(?![\\w/-])`,
  'g',
);

/**
 * Thera's replies name a fitting session by its route ("Decision Clarity (/decision-clarity)");
 * this shows those routes as links to the session, and everything else as plain text.
 */
export function TextWithSessionLinks({ text }: { text: string }) {
  const parts = text.split(SESSION_ROUTE);
  return (
    <>
      {parts.map((part, index) =>
        // split() with a capture group puts the matched routes at the odd indexes.
        index % 2 === 1 ? (
          <Link
            key={index}
            to={part}
            className="font-medium text-sea-300 underline underline-offset-2 hover:text-sea-400"
          >
            {part}
          </Link>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}
