import { describe, expect, it } from 'vitest'
import { signV4, uriEncode } from './feedback.sigv4.ts'

// Expected values are AWS's published ones, copied by hand: the Signature Version 4 test suite
// (get-vanilla, post-vanilla, get-vanilla-query-order-key-case) and the S3 documentation's examples
// ("Signature Calculations for the Authorization Header", GET and PUT object).

const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'

const suiteKey = {
  accessKeyId: 'AKIDEXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
  region: 'us-east-1',
  service: 'service',
}
const suiteAt = new Date('2015-08-30T12:36:00Z')
const suiteAuth = (signature: string) =>
  `AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/service/aws4_request, SignedHeaders=host;x-amz-date, Signature=${signature}`

const s3Key = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  region: 'us-east-1',
  service: 's3',
}
const s3At = new Date('2013-05-24T00:00:00Z')

describe('SigV4 against the AWS test suite', () => {
  it('get-vanilla: canonical request, string to sign and signature', () => {
    const signed = signV4(
      suiteKey,
      {
        method: 'GET',
        url: new URL('https://example.amazonaws.com/'),
        headers: {},
        payloadHash: EMPTY_SHA256,
      },
      suiteAt,
    )
    expect(signed.canonicalRequest).toBe(
      `GET\n/\n\nhost:example.amazonaws.com\nx-amz-date:20150830T123600Z\n\nhost;x-amz-date\n${EMPTY_SHA256}`,
    )
    expect(signed.stringToSign).toBe(
      'AWS4-HMAC-SHA256\n20150830T123600Z\n20150830/us-east-1/service/aws4_request\nbb579772317eb040ac9ed261061d46c1f17a8133879d6129b6e1c25292927e63',
    )
    expect(signed.headers).toEqual({
      host: 'example.amazonaws.com',
      'x-amz-date': '20150830T123600Z',
      authorization: suiteAuth('5fa00fa31553b73ebf1942676e86291e8372ff2a2260956d9b8aae1d763fbf31'),
    })
  })

  it('post-vanilla', () => {
    const signed = signV4(
      suiteKey,
      {
        method: 'POST',
        url: new URL('https://example.amazonaws.com/'),
        headers: {},
        payloadHash: EMPTY_SHA256,
      },
      suiteAt,
    )
    expect(signed.stringToSign.split('\n')[3]).toBe(
      '553f88c9e4d10fc9e109e2aeb65f030801b70c2f6468faca261d401ae622fc87',
    )
    expect(signed.headers.authorization).toBe(
      suiteAuth('5da7c1a2acd57cee7505fc6676e4e544621c30862966e37dddb68e92efbe5d6b'),
    )
  })

  it('get-vanilla-query-order-key-case: the query is sorted by name', () => {
    const signed = signV4(
      suiteKey,
      {
        method: 'GET',
        url: new URL('https://example.amazonaws.com/?Param2=value2&Param1=value1'),
        headers: {},
        payloadHash: EMPTY_SHA256,
      },
      suiteAt,
    )
    expect(signed.canonicalRequest.split('\n')[2]).toBe('Param1=value1&Param2=value2')
    expect(signed.headers.authorization).toBe(
      suiteAuth('b97d918cfa904a5beff61c982a1b6f458b799221646efd99d3219ec94cdf2500'),
    )
  })
})

describe("SigV4 against the S3 documentation's examples", () => {
  it('GET object with a range', () => {
    const signed = signV4(
      s3Key,
      {
        method: 'GET',
        url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
        headers: { Range: 'bytes=0-9', 'x-amz-content-sha256': EMPTY_SHA256 },
        payloadHash: EMPTY_SHA256,
      },
      s3At,
    )
    expect(signed.headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    )
  })

  it('PUT object: a key with `$` is encoded once, a Date header is signed as given', () => {
    const bodyHash = '44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072' // "Welcome to Amazon S3."
    const signed = signV4(
      s3Key,
      {
        method: 'PUT',
        url: new URL('https://examplebucket.s3.amazonaws.com/test$file.text'),
        headers: {
          Date: 'Fri, 24 May 2013 00:00:00 GMT',
          'x-amz-storage-class': 'REDUCED_REDUNDANCY',
          'x-amz-content-sha256': bodyHash,
        },
        payloadHash: bodyHash,
      },
      s3At,
    )
    expect(signed.canonicalRequest.split('\n')[1]).toBe('/test%24file.text')
    expect(signed.headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class, Signature=98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd',
    )
  })

  it('encodes everything outside RFC 3986 unreserved characters', () => {
    expect(uriEncode("a b+c~d*é!'()")).toBe('a%20b%2Bc~d%2A%C3%A9%21%27%28%29')
  })
})
