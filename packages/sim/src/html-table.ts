// Tables of the HTML report: a caption, column headers (`th scope="col"`), and rows led by
// their own header (`th scope="row"`), so a screen reader names each figure's row and column.
// Every text is escaped here; nothing else writes table markup.

export interface Cell {
  readonly value: string;
  /** The 95% interval, shown smaller after the value. */
  readonly ci?: string;
}

export interface TableRow {
  readonly head: string;
  /** What the head means, in smaller type under it: the rules file's words for an event. */
  readonly note?: string;
  /** One per column after the first; `span` cells stand for several columns. */
  readonly cells: readonly (Cell & { readonly span?: number })[];
}

export const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const cellText = (c: Cell) =>
  c.ci === undefined
    ? escape(c.value)
    : `${escape(c.value)} <span class="ci">${escape(c.ci)}</span>`;

export function htmlTable(
  caption: string,
  columns: readonly string[],
  rows: readonly TableRow[],
): string {
  const head = columns.map((c) => `<th scope="col">${escape(c)}</th>`).join('');
  const body = rows
    .map((r) => {
      const cells = r.cells
        .map(
          (c) =>
            `<td${c.span !== undefined && c.span > 1 ? ` colspan="${c.span}"` : ''}>${cellText(c)}</td>`,
        )
        .join('');
      const note =
        r.note === undefined || r.note === '' ? '' : `<span class="note">${escape(r.note)}</span>`;
      return `<tr><th scope="row">${escape(r.head)}${note}</th>${cells}</tr>`;
    })
    .join('\n');
  return `<div class="table"><table>
<caption>${escape(caption)}</caption>
<thead><tr>${head}</tr></thead>
<tbody>
${body}
</tbody>
</table></div>`;
}

/**
 * The cells of a row, or, when every one says the same, one cell across them all saying so
 * once: `same for every team`.
 */
export function sameOnce(cells: readonly Cell[], every: string): TableRow['cells'] {
  const first = cells[0];
  if (cells.length < 2 || first === undefined) return cells;
  const same = cells.every((c) => c.value === first.value && c.ci === first.ci);
  return same
    ? [{ ...first, value: `${first.value} (the same for every ${every})`, span: cells.length }]
    : cells;
}
