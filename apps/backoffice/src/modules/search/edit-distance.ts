// Typo tolerance: is a typed word one slip away from a catalog word? One slip is a letter missing,
// one too many, one wrong, or two neighbours swapped (waschbeken, wacshbecken, waschbecker).

/** True when `a` and `b` are at most one edit apart (insertion, deletion, substitution, swap). */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const lengthGap = a.length - b.length;
  if (lengthGap > 1 || lengthGap < -1) return false;
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA -= 1;
    endB -= 1;
  }
  const restA = endA - start;
  const restB = endB - start;
  // What differs after cutting the common start and end: at most one letter on each side, or a swap.
  if (restA <= 1 && restB <= 1) return true;
  return restA === 2 && restB === 2 && a[start] === b[start + 1] && a[start + 1] === b[start];
}

/**
 * True when `typed` is one edit away from how `word` begins: a word still being typed with a slip
 * in it ('waschbek' for Waschbecken).
 */
export function startsWithinOneEdit(word: string, typed: string): boolean {
  for (const length of [typed.length, typed.length - 1, typed.length + 1]) {
    if (length > 0 && length <= word.length && withinOneEdit(word.slice(0, length), typed)) return true;
  }
  return false;
}
