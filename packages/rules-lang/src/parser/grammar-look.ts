// How a deck looks, inside `deck { ... }`: `art NAME` picks an art set the web package ships,
// `look SUIT: SYMBOL COLOUR, ...` gives suits their symbol (a text or `icon NAME`) and colour.
// Nothing here reaches an engine; the bundler reads it from the linked model (`game.look`).

import type { IParserConfig } from 'chevrotain';
import { PhaseParser } from './grammar-phases';
import { Colon, Comma, Kw, Name, StringLiteral } from './tokens';

export class LookParser extends PhaseParser {
  constructor(config: IParserConfig) {
    super(config);
  }

  /** `art french` */
  public artDecl = this.RULE('artDecl', () => {
    this.CONSUME(Kw.art);
    this.CONSUME(Name, { LABEL: 'name' });
  });

  /** `look hearts: icon heart red, spades: "♠" "#1b1b1b"` */
  public lookDecl = this.RULE('lookDecl', () => {
    this.CONSUME(Kw.look);
    this.SUBRULE(this.suitLook, { LABEL: 'suits' });
    this.MANY(() => {
      this.CONSUME(Comma);
      this.SUBRULE2(this.suitLook, { LABEL: 'suits' });
    });
  });

  public suitLook = this.RULE('suitLook', () => {
    this.CONSUME(Name, { LABEL: 'suit' });
    this.CONSUME(Colon);
    this.OR({
      ERR_MSG: "a suit's symbol: a quoted text such as \"♥\", or 'icon NAME'",
      DEF: [
        { ALT: () => this.CONSUME(StringLiteral, { LABEL: 'text' }) },
        {
          ALT: () => {
            this.CONSUME(Kw.icon);
            this.CONSUME2(Name, { LABEL: 'icon' });
          },
        },
      ],
    });
    this.OR2({
      ERR_MSG: 'a colour: a name such as red, or a quoted "#rrggbb"',
      DEF: [
        { ALT: () => this.CONSUME3(Name, { LABEL: 'colourName' }) },
        { ALT: () => this.CONSUME2(StringLiteral, { LABEL: 'colourHex' }) },
      ],
    });
  });
}
