// Diagnostics as you type: `check`'s own, so an editor shows exactly the codes, ranges and
// messages `orrery check` prints.

import type { Diagnostic as RulesDiagnostic } from '@orrery/rules-lang';
import { DiagnosticSeverity, type Diagnostic } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { toRange } from './ranges';

export function toLspDiagnostic(document: TextDocument, d: RulesDiagnostic): Diagnostic {
  return {
    range: toRange(document, d.range),
    severity: d.severity === 'error' ? DiagnosticSeverity.Error : DiagnosticSeverity.Warning,
    code: d.code,
    source: 'orrery',
    message: d.suggestion === undefined ? d.message : `${d.message} — ${d.suggestion}`,
  };
}
