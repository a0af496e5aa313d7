import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './reportCsv';

describe('toCsv', () => {
  it('starts with the byte order mark, ends each record with CRLF, and writes null as an empty cell', () => {
    expect(
      toCsv(
        ['Area', 'Companies'],
        [
          ['Oncology', 420],
          ['Rare', null],
        ],
      ),
    ).toBe('\uFEFFArea,Companies\r\nOncology,420\r\nRare,\r\n');
  });

  it('turns would-be formulas into text and quotes commas, quotes and line breaks', () => {
    expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('a, "b"')).toBe('"a, ""b"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    // Numbers are numbers, negative or not: only text can be a formula.
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell('Müller')).toBe('Müller');
  });
});
