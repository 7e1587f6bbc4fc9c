// A pure function's answers remembered by input (ADR 0025): operator HTML sanitized once and chat links
// decrypted once per distinct text, not on every page view. Bounded: the oldest answer goes first.
export function remembered<T>(compute: (input: string) => T, max = 500): (input: string) => T {
  const answers = new Map<string, T>();
  return (input) => {
    if (answers.has(input)) return answers.get(input) as T;
    const answer = compute(input);
    answers.set(input, answer);
    if (answers.size > max) answers.delete(answers.keys().next().value as string);
    return answer;
  };
}
