import type { ServiceNote } from './serviceCodes.ts';

/**
 * Several notes as one: each text and rule once, in the order first said, and every unknown
 * one as a single `unknown` (our sentence once) with all their details, after the others.
 */
export function mergedNotes(notes: readonly ServiceNote[]): ServiceNote[] {
  const merged: ServiceNote[] = [];
  const details: string[] = [];
  let unknown = false;
  for (const note of notes) {
    if (note.kind === 'unknown') {
      unknown = true;
      details.push(...note.details.filter((detail) => !details.includes(detail)));
    } else if (!merged.some((seen) => sameNote(seen, note))) merged.push(note);
  }
  return unknown ? [...merged, { kind: 'unknown', details }] : merged;
}

function sameNote(a: ServiceNote, b: ServiceNote): boolean {
  if (a.kind === 'text' && b.kind === 'text') return a.key === b.key;
  return a.kind === 'rule' && b.kind === 'rule' && a.rule === b.rule;
}
