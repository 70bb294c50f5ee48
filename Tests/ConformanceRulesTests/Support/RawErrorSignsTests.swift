import Testing
@testable import ConformanceRules

/// `raw-error-text` warns on texts that are a program's error passed on. Its signs must take the
/// forms errors come in from platforms and libraries, and leave what people write for people.
struct RawErrorSignsTests {
    @Test("errors as programs give them", arguments: [
        ("PlatformException(sign_in_failed, null, null)", RawErrorSigns.Sign.errorType("PlatformException")),
        ("java.net.UnknownHostException: Unable to resolve host", .errorType("UnknownHostException")),
        ("WorkersAPIError: Failed to verify subscription", .errorType("WorkersAPIError")),
        ("TypeError: Network request failed", .errorType("TypeError")),
        ("Failed: IOError", .errorType("IOError")),
        ("Could not find the ‘pickup_window’ column", .quotedIdentifier("pickup_window")),
        ("Key \"user_id\" is missing", .quotedIdentifier("user_id")),
        ("Request failed with status code 404", .statusCode("status code 404")),
        ("Status code: 503", .statusCode("Status code: 503")),
        ("DioException: status code of 500", .errorType("DioException")),
        ("HTTP status code of 502", .statusCode("status code of 502")),
        ("/models?%2Fa%2Fb%22", .percentEncoding("%2F")),
        ("undefined is not an object (evaluating 'a.b')", .engineMessage("undefined is not an object")),
        ("type 'Null' is not a subtype of type 'String'", .engineMessage("is not a subtype of type")),
        ("Null check operator used on a null value", .engineMessage("Null check operator used on a null value")),
        ("Field 'user_name' is required", .quotedIdentifier("user_name")),
        ("null value in columns \"owner_id\" violates", .quotedIdentifier("owner_id")),
        ("[firebase_auth/invalid-credential] The credential is incorrect", .pluginCode("[firebase_auth/invalid-credential]")),
        ("duplicate key value violates unique constraint \"users_email_key\"", .quotedIdentifier("users_email_key")),
        ("request entity too large", .reasonPhrase("request entity too large")),
        (" 502 Bad Gateway.", .reasonPhrase("Bad Gateway")),
        ("Internal Server Error:", .reasonPhrase("Internal Server Error")),
    ])
    func signs(_ text: String, _ sign: RawErrorSigns.Sign) {
        #expect(RawErrorSigns.sign(in: text) == sign)
    }

    @Test("what people write for people", arguments: [
        "Error", "Network error", "Something went wrong. Error 404: page not found.", "Exceptional service",
        "ERROR: try again", "50% off, 20% more", "100% done", "Rate 'fresh_market's' new look", "Open 'Fresh_Market'",
        "snake_case without quotes", "'_private'", "'trailing_'", "Status codes explained", "status code 99",
        "status code 6000", "This is not a function of price", "Terror on the ship", "iError",
        "Blocked 'ana_lopez'", "Follow \"jo_smith\" for more", "[not_a/Code]", "[a/b]",
        "import \"nimony_model\"\nproc lower(n: Node) = discard\n# each node keeps its line and column",
        "Not Found", "Service Unavailable", "Too many requests", "The server had an internal server error. Try again.",
        "Bad request? Check the form.",
    ])
    func noSigns(_ text: String) {
        #expect(RawErrorSigns.sign(in: text) == nil, "\(text)")
    }
}
