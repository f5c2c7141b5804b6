// Options (house rules): their values, defaults and types.

import type { Literal, OptionDecl } from '../ast/ast';
import type { DiagnosticSink } from '../diagnostics';
import type { OptionValue, ResolvedOption } from '../model/model';
import { T } from '../model/types';
import { LIMITS } from '../limits';
import { didYouMean } from './suggest';

function literalValue(l: Literal): OptionValue {
  return l.kind === 'NumberLiteral' ? l.value : l.name;
}

/** Reports a number an option cannot take: past LIMITS.optionValue either way. */
function checkMagnitude(l: Literal, sink: DiagnosticSink): void {
  if (l.kind !== 'NumberLiteral' || Math.abs(l.value) <= LIMITS.optionValue) return;
  sink.error(
    'bad-option-value',
    l.range,
    `an option's numbers are at most ${LIMITS.optionValue.toLocaleString('en')}, not ${l.value}`,
  );
}

export function resolveOption(decl: OptionDecl, sink: DiagnosticSink): ResolvedOption {
  const name = decl.name.text;
  const defaultValue = literalValue(decl.defaultValue);
  const literals =
    decl.values.kind === 'range' ? [decl.values.min, decl.values.max] : decl.values.choices;
  for (const l of literals) checkMagnitude(l, sink);
  if (decl.values.kind === 'range') {
    const min = decl.values.min.value;
    const max = decl.values.max.value;
    if (min > max) {
      sink.error(
        'bad-option-value',
        decl.values.min.range,
        `option '${name}' ranges from ${min} down to ${max}`,
        `write ${max}..${min}`,
      );
    }
    if (typeof defaultValue !== 'number' || defaultValue < min || defaultValue > max) {
      sink.error(
        'bad-option-default',
        decl.defaultValue.range,
        `the default of '${name}' must be a whole number from ${min} to ${max}`,
      );
    }
    return {
      name,
      title: decl.title,
      values: { kind: 'range', min, max },
      defaultValue,
      type: T.number,
      decl,
    };
  }
  const choices: OptionValue[] = [];
  for (const c of decl.values.choices) {
    const v = literalValue(c);
    if (choices.includes(v))
      sink.error('duplicate-name', c.range, `option '${name}' lists '${v}' twice`);
    else choices.push(v);
  }
  if (!choices.includes(defaultValue)) {
    sink.error(
      'bad-option-default',
      decl.defaultValue.range,
      `the default of '${name}' is '${defaultValue}', which is not one of ${choices.map((c) => `'${c}'`).join(', ')}`,
      didYouMean(String(defaultValue), choices.map(String)),
    );
  }
  const numeric = choices.every((c) => typeof c === 'number');
  return {
    name,
    title: decl.title,
    values: { kind: 'choices', choices },
    defaultValue,
    type: numeric ? T.number : { kind: 'symbol', option: name },
    decl,
  };
}

export function describeValue(v: OptionValue): string {
  return String(v);
}
