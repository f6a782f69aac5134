import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { validateXML } from 'xmllint-wasm';

// FatturaPA XML checked against the official schema (decision 046), for the invoices' and the
// credit notes' tests.

/**
 * The official FatturaPA schema as @digitalia/fatturapa ships it (v1.2.1), brought to v1.2.2 where
 * our XML needs it: the Natura codes split in 2021 (N2 became N2.1/N2.2, which SDI now requires).
 * Its import of the W3C signature schema (a web address) is served by a stand-in declaring the
 * optional ds:Signature element only: the XML is not signed, and nothing is fetched.
 */
function fatturaPaSchema() {
  const pkg = dirname(createRequire(import.meta.url).resolve('@digitalia/fatturapa/package.json'));
  const official = readFileSync(join(pkg, 'src/schemas/Schema_1.2.1.xsd'), 'utf8').replace(/^\uFEFF/, '');
  const nature = /<xs:enumeration value="N2">[\s\S]*?<\/xs:enumeration>/;
  if (!nature.test(official)) throw new Error('the shipped schema no longer has the N2 nature this stand-in extends');
  const schema = official
    .replace('http://www.w3.org/TR/2002/REC-xmldsig-core-20020212/xmldsig-core-schema.xsd', 'xmldsig-stand-in.xsd')
    .replace(nature, (n2) => `${n2}<xs:enumeration value="N2.1" /><xs:enumeration value="N2.2" />`);
  const signature = `<?xml version="1.0" encoding="utf-8"?>
<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" targetNamespace="http://www.w3.org/2000/09/xmldsig#" elementFormDefault="qualified">
  <xs:element name="Signature"><xs:complexType><xs:sequence><xs:any processContents="skip" minOccurs="0" maxOccurs="unbounded" /></xs:sequence></xs:complexType></xs:element>
</xs:schema>`;
  return { schema: { fileName: 'fatturapa.xsd', contents: schema }, preload: [{ fileName: 'xmldsig-stand-in.xsd', contents: signature }] };
}

/** The schema's complaints about the XML: none when it is valid. */
export async function validate(xml: string) {
  const result = await validateXML({ xml: { fileName: 'fattura.xml', contents: xml }, ...fatturaPaSchema() });
  return result.errors.map((e) => e.rawMessage);
}
