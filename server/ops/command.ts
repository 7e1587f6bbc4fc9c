import type { PlatformConfig } from "../config.js";

/** Bad arguments: the CLI prints the message and the usage, and exits 2 before contacting anything. */
export class UsageError extends Error {}

/** Where a command's change goes: the running platform, else the database (see reach.ts). */
export type Reach = { config: PlatformConfig; baseUrl: string; key: string | undefined };

/** One line of `help`: the arguments after the command's name, and what it does. */
export type CommandForm = { arguments: string; help: string };

/**
 * One operator command. `parse` takes the words after the name and returns the validated input, or null
 * when they are no form of this command ("unknown command"); it throws UsageError to say what is wrong.
 * `handler` acts and prints, and returns the exit code.
 */
export type OpsCommand<Input> = {
  name: string;
  forms: CommandForm[];
  parse: (args: string[]) => Input | null;
  handler: (input: Input, reach: Reach) => Promise<number>;
};

/** A command in the table: its input type is its own business. */
export type TableEntry = {
  name: string;
  forms: CommandForm[];
  prepare: (args: string[]) => ((reach: Reach) => Promise<number>) | null;
};

export function command<Input>(spec: OpsCommand<Input>): TableEntry {
  return {
    name: spec.name,
    forms: spec.forms,
    prepare: (args) => {
      const input = spec.parse(args);
      return input === null ? null : (reach) => spec.handler(input, reach);
    },
  };
}

const HELP_COLUMN = 35;

/** The forms as `help` prints them: the help text in one column, below the form when the form is long. */
export function formatForms(name: string, forms: CommandForm[]): string {
  const indent = " ".repeat(HELP_COLUMN);
  return forms
    .map(({ arguments: args, help }) => {
      const form = `  ${name}${args ? ` ${args}` : ""}`;
      const [first, ...more] = help.split("\n").map((line, i) => (i === 0 ? line : `${indent}${line}`));
      const head =
        form.includes("\n") || form.length >= HELP_COLUMN
          ? `${form}\n${indent}${first}`
          : `${form.padEnd(HELP_COLUMN)}${first}`;
      return [head, ...more].join("\n");
    })
    .join("\n");
}
