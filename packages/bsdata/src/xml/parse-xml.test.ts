import { describe, expect, it } from 'vitest';

import { parseXml, XmlParseError } from './parse-xml.js';

describe('parseXml', () => {
  it('reads elements, attributes and text', () => {
    const root = parseXml(
      '<?xml version="1.0" encoding="UTF-8"?>\n<catalogue id="a-1" name="Stormcast &amp; Co"><!-- c --><rule name=\'x\'>Move 5&quot; &#8211; fast</rule><empty/></catalogue>',
    );
    expect(root.tag).toBe('catalogue');
    expect(root.attrs).toEqual({ id: 'a-1', name: 'Stormcast & Co' });
    expect(root.children.map((child) => child.tag)).toEqual(['rule', 'empty']);
    expect(root.children[0]!.attrs.name).toBe('x');
    expect(root.children[0]!.text).toBe('Move 5" – fast');
  });

  it('joins text around nested elements, as characteristics with stray conditions have it', () => {
    const root = parseXml('<c>\n  <conditionGroups><g/></conditionGroups>\nAdd 3 to this unit.  </c>');
    expect(root.text.trim()).toBe('Add 3 to this unit.');
    expect(root.children).toHaveLength(1);
  });

  it('keeps CDATA verbatim', () => {
    expect(parseXml('<a><![CDATA[<b>&amp;]]></a>').text).toBe('<b>&amp;');
  });

  it.each([
    ['<a><b></a>', 'does not match'],
    ['<a>', 'Unclosed element'],
    ['<a x=1></a>', 'Unquoted attribute'],
    ['<a>&bogus;</a>', 'Unknown entity'],
    ['<a/><b/>', 'exactly one root'],
    ['<a x="1></a>', 'Unclosed'],
  ])('rejects malformed input %s', (source, message) => {
    expect(() => parseXml(source)).toThrow(XmlParseError);
    expect(() => parseXml(source)).toThrow(message);
  });
});
