import { markdownToHtml } from '../src/texts/markdown';

describe('Markdown to HTML', () => {
  it('escapes raw HTML, inline and as a block, instead of passing it through', () => {
    expect(markdownToHtml('A <script>alert(1)</script> b')).toBe('<p>A &lt;script&gt;alert(1)&lt;/script&gt; b</p>');
    expect(markdownToHtml('<div onclick="x()">raw</div>')).toBe(
      '<p>&lt;div onclick=&quot;x()&quot;&gt;raw&lt;/div&gt;</p>',
    );
  });

  it('gives a heading ending in {#key} that id, and leaves other headings without one', () => {
    expect(markdownToHtml('### Fees and *limits* {#fees}')).toBe('<h3 id="fees">Fees and <em>limits</em></h3>');
    expect(markdownToHtml('### Plain')).toBe('<h3>Plain</h3>');
  });

  it('keeps site, anchor, web and mail links, and drops targets that could run script', () => {
    expect(markdownToHtml('[p](/pricing.html) [a](#fees) [w](https://example.org "T") [m](mailto:a@b.c)')).toBe(
      '<p><a href="/pricing.html">p</a> <a href="#fees">a</a> <a href="https://example.org" title="T">w</a> ' +
        '<a href="mailto:a@b.c">m</a></p>',
    );
    expect(markdownToHtml('[x](javascript:alert(1)) [y](//evil.example/) ![i](data:image/png;base64,AA)')).toBe(
      '<p>x y i</p>',
    );
  });
});
