import Crypto
import FoundationEssentials

/// jinja2-ansible-filters' digests: `hash(type='sha1')`, `md5`, `sha1`, `checksum` (SHA-1)
/// and `to_uuid` (a version-5 UUID in ansible's namespace), each over the UTF-8 of the
/// value's Python `str()`.
enum DigestFilters {
  static let names: Set<String> = ["hash", "md5", "sha1", "checksum", "to_uuid"]

  /// Python's `hashlib.new` knows these too; formline has no digest for them, so they are
  /// refused rather than rendered as `None` (what ansible gives for an unknown name).
  private static let unsupportedKnownTypes: Set<String> = [
    "sha224", "sha512_224", "sha512_256", "sha3_224", "sha3_256", "sha3_384", "sha3_512",
    "shake_128", "shake_256", "blake2b", "blake2s", "sm3", "ripemd160", "md5-sha1", "md4",
  ]

  /// The namespace jinja2-ansible-filters 1.3 gives `uuid5` in `to_uuid`.
  private static let ansibleNamespace: [UInt8] = [
    0x20, 0x85, 0x1C, 0x88, 0xAC, 0x15, 0x44, 0x9F, 0x9E, 0xE7, 0x74, 0x82, 0x91, 0x05, 0xDA,
    0x86,
  ]

  static func apply(
    _ name: String, _ value: AnswerValue, _ arguments: ExpressionArguments, offset: Int
  ) throws(ExpressionError) -> AnswerValue {
    let data = Data(PythonText.str(value).utf8)
    switch name {
    case "md5": return .string(hex(Insecure.MD5.hash(data: data)))
    case "sha1", "checksum": return .string(hex(Insecure.SHA1.hash(data: data)))
    case "to_uuid":
      var bytes = Array(Insecure.SHA1.hash(data: Data(ansibleNamespace) + data).prefix(16))
      bytes[6] = (bytes[6] & 0x0F) | 0x50
      bytes[8] = (bytes[8] & 0x3F) | 0x80
      return .string(PythonUUID.format(bytes))
    default:
      let type = PythonText.str(arguments.argument("hashtype", position: 0) ?? .string("sha1"))
      switch type.lowercased() {
      case "md5": return .string(hex(Insecure.MD5.hash(data: data)))
      case "sha1": return .string(hex(Insecure.SHA1.hash(data: data)))
      case "sha256": return .string(hex(SHA256.hash(data: data)))
      case "sha384": return .string(hex(SHA384.hash(data: data)))
      case "sha512": return .string(hex(SHA512.hash(data: data)))
      case let known where unsupportedKnownTypes.contains(known):
        throw .evaluation("hash: the digest '\(type)' is not supported", offset: offset)
      default:
        // ansible's get_hash gives None for a name hashlib does not know.
        return .null
      }
    }
  }

  private static func hex(_ digest: some Digest) -> String {
    digest.map { byte in
      let text = String(byte, radix: 16)
      return text.count == 1 ? "0" + text : text
    }.joined()
  }
}
