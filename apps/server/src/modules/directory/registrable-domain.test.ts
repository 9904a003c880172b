import { describe, expect, it } from 'vitest';
import {
  isLookalikeDomain,
  isRegistrableDomain,
  nameFromDomain,
  toRegistrableDomain,
} from './registrable-domain';

describe('registrable domains', () => {
  it.each([
    ['https://www.shop.co.uk/privacy', 'shop.co.uk'],
    ['news.mail.example.com', 'example.com'],
    ['EXAMPLE.COM', 'example.com'],
    ['https://www.günstiger-reisen.de', 'xn--gnstiger-reisen-zvb.de'],
    ['user.github.io', 'github.io'],
    ['10.0.0.1', null],
    ['localhost', null],
    ['example.notatld', null],
    ['co.uk', null],
  ])('of %s is %s', (input, domain) => {
    expect(toRegistrableDomain(input)).toBe(domain);
  });

  it('are lower-case, without sub-domains', () => {
    expect(isRegistrableDomain('example.co.uk')).toBe(true);
    expect(isRegistrableDomain('www.example.co.uk')).toBe(false);
    expect(isRegistrableDomain('Example.com')).toBe(false);
  });

  it.each([
    ['example.co.uk', 'Example'],
    ['just-eat.co.uk', 'Just-eat'],
    ['xn--bcher-kva.de', 'Xn--bcher-kva'],
    ['xn--pypal-4ve.com', 'Xn--pypal-4ve'],
    ['pаypal.com', 'Xn--pypal-4ve'],
  ])('give %s the name %s when nothing else is known', (domain, name) => {
    expect(nameFromDomain(domain)).toBe(name);
  });

  it.each([
    ['xn--pypal-4ve.com', true],
    ['pаypal.com', true], // a Cyrillic а among Latin letters
    ['xn--80ak6aa92e.com', true], // all Cyrillic, spelling "apple"
    ['shop.xn--p1ai', true], // under .рф
    ['xn--bcher-kva.de', true],
    ['paypal.com', false],
    ['xn-shop.com', false],
    ['paypa1.com', false], // look-alikes in ASCII are another matter
  ])('tell %s is an international name: %s', (domain, isLookalike) => {
    expect(isLookalikeDomain(domain)).toBe(isLookalike);
  });
});
