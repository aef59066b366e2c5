export interface Goal {
  name: string;
  value: number;
  unit: 'ms' | '%' | '×' | 'KB' | 'points' | '';
  max?: number;
  min?: number;
}

/** The goals with this run's figures, met or not. */
export function printGoals(goals: Goal[]): void {
  const lines = goals.map((g) => {
    const met = (g.max === undefined || g.value <= g.max) && (g.min === undefined || g.value >= g.min);
    const bound = g.max !== undefined ? `≤ ${g.max}` : `≥ ${g.min}`;
    const value = g.unit === '%' ? g.value.toFixed(0) : g.value.toFixed(2);
    return `  ${met ? 'met    ' : 'MISSED '} ${g.name.padEnd(44)} ${value} ${g.unit} (goal ${bound} ${g.unit})`;
  });
  process.stdout.write(`\nGoals\n${lines.join('\n')}\n\n`);
}
