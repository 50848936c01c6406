import { XMLSerializer } from '@xmldom/xmldom';
import type { EventService } from './event-message';
import { childElements, parseXml } from './xml-dom';

/**
 * SOAP 1.2 as the SEFAZ 4.00 web services speak it: no header, the body's one data element (nfeDadosMsg /
 * cteDadosMsg in the WSDL's namespace) holding the XML document itself, not escaped.
 */

const SOAP12 = 'http://www.w3.org/2003/05/soap-envelope';

export const soapContentType = (service: EventService) =>
  `application/soap+xml; charset=utf-8; action="${service.action}"`;

/** The envelope around `content` in the body's `element` (the service's data element, or its result element). */
export function soapEnvelope(service: EventService, element: string, content: string): string {
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<soap12:Envelope xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:soap12="${SOAP12}">`,
    `<soap12:Body><${element} xmlns="${service.wsdl}">${content}</${element}></soap12:Body>`,
    '</soap12:Envelope>',
  ].join('');
}

/**
 * The document inside a SOAP 1.2 body's element `bodyElement` (the request's data element, the answer's result
 * element), serialized; null when the envelope is not one.
 */
export function soapContent(envelope: string, bodyElement: string): string | null {
  const root = parseXml(envelope);
  if (root?.localName !== 'Envelope' || root.namespaceURI !== SOAP12) return null;
  const body = childElements(root, 'Body')[0];
  const wrapper = body ? childElements(body, bodyElement)[0] : undefined;
  const document = wrapper ? childElements(wrapper)[0] : undefined;
  return document ? new XMLSerializer().serializeToString(document) : null;
}
