import { describe, expect, it } from 'vitest';
import { cleanPlainText, htmlToPlainText } from './plain-text';

describe('htmlToPlainText', () => {
  it.each([
    ['<p>Add &amp; subtract</p>', 'Add & subtract'],
    ['<p>count in <em>tens</em>.</p>', 'count in tens.'],
    ['<ul><li>land</li><li>water</li></ul>', 'land water'],
    ['safe<script>alert("x")</script> text', 'safe text'],
    ['before<script src="x.js">', 'before'],
    ['<style>p{color:red}</style>styled', 'styled'],
    ['a<!-- hidden -->b', 'a b'],
    ['<a href="x" title="1 > 0">link</a>', 'link'],
    ['x &lt; 5 and y &gt; 3', 'x < 5 and y > 3'],
    ['x < 5', 'x < 5'],
    ['&lt;b&gt;not markup&lt;/b&gt;', '<b>not markup</b>'],
    ['&#8217;&#x2019;&rsquo;', '’’’'],
    ['&unknown; stays', '&unknown; stays'],
    ['&#0;&#xD800;gone', 'gone'],
    ['  many\n\t spaces&nbsp;here  ', 'many spaces here'],
    ['\\(20\\) stays as written', '\\(20\\) stays as written'],
  ])('%j → %j', (html, text) => {
    expect(htmlToPlainText(html)).toBe(text);
  });

  // A backtracking tag pattern would take minutes here (the test's timeout catches it).
  it('reads a long unterminated tag in linear time, as text', () => {
    const text = htmlToPlainText(`<a ${'x="1" '.repeat(20_000)}`);
    expect(text.startsWith('<a x="1" x="1"')).toBe(true);
  });
});

describe('cleanPlainText', () => {
  it('keeps what looks like markup (template text is never HTML) but drops control characters', () => {
    expect(cleanPlainText(' <b>bold</b>\u0007 and\u200b x < 5 ')).toBe('<b>bold</b> and x < 5');
  });
});
