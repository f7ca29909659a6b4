import { cellText, csvLine } from '../../../../server/src/entities/kit/csvCells';
import { parseCsv } from '../../../support/csvRecords';

describe('CSV cells', () => {
  it('writes names of related objects, true/false, ISO times and empty for nothing', () => {
    const line = csvLine([
      7,
      { id: 3, name: 'Storgata 12' },
      true,
      false,
      new Date(Date.UTC(2026, 0, 2, 3, 4, 5)),
      null,
    ]);
    expect(line).toBe('7,Storgata 12,true,false,2026-01-02T03:04:05.000Z,\r\n');
    expect(cellText(undefined)).toBe('');
    expect(cellText([3, 5])).toBe('3, 5');
    expect(cellText({ name: 'Storgata 12', street: 'Storgata' })).toBe('{"name":"Storgata 12","street":"Storgata"}');
  });

  it('quotes commas, quotes, CR and LF the RFC 4180 way and reads back the same', () => {
    const values = ['a,b', 'Kari "K" Nordmann', 'line 1\nline 2', 'cr\rhere', 'plain', ''];
    const line = csvLine(values);
    expect(line).toBe('"a,b","Kari ""K"" Nordmann","line 1\nline 2","cr\rhere",plain,\r\n');
    expect(parseCsv(line)).toEqual([values]);
  });

  it('puts an apostrophe before text a spreadsheet would run as a formula, not before numbers', () => {
    expect(['=1+1', '+47 1234', '-x', '@SUM(A1)', '\tTab', '\rCR', 'a=b'].map(cellText)).toEqual([
      "'=1+1",
      "'+47 1234",
      "'-x",
      "'@SUM(A1)",
      "'\tTab",
      "'\rCR",
      'a=b',
    ]);
    expect(cellText(-5)).toBe('-5');
    expect(csvLine(['=HYPERLINK("http://x","y")'])).toBe(`"'=HYPERLINK(""http://x"",""y"")"\r\n`);
  });
});
