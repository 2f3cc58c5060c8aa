import Testing

@testable import TactileDesktop

/// The URIs `Open` accepts: absolute URIs as RFC 3986 writes them, and nothing Foundation would have to
/// percent-encode first.
@Suite struct URISyntaxTests {
    @Test func absoluteURIsPass() {
        for uri in [
            "file:///tmp/a%20b", "https://example.org/x?y#z", "mailto:a@b", "urn:isbn:123", "file:///", "x:",
            "HTTP://EXAMPLE.ORG", "git+ssh://git@example.org:22/a/b.git", "h.t-t+p://h", "https://example.org:/x",
            "https://user:pa%3Ass@example.org:8080/p/a/t/h;x=1?q=1&r=a/b?c#frag/?", "https://[::1]:8765/",
            "http://[2001:db8::7]/c=GB?objectClass?one", "ldap://[2001:db8:0:0:0:0:0:7]/", "http://[::ffff:127.0.0.1]/",
            "http://[v7.fe80::a+en1]/", "tel:+1-816-555-1212", "news:comp.infosystems.www.servers.unix",
            "urn:oasis:names:specification:docbook:dtd:xml:4.1.2", "file:///tmp/%C3%A4", "about:blank",
            "data:text/plain;charset=utf-8,a%2Cb", "http://example.org/~user/!$&'()*+,;=:@", "s://a/b//c",
            "https://example.org?", "https://example.org#", "http://127.0.0.1", "foo://%41%62c.example",
        ] {
            #expect(URISyntax.problem(in: uri) == nil, "\(uri): \(URISyntax.problem(in: uri) ?? "")")
        }
    }

    @Test func textThatIsNotAnAbsoluteURIIsRefusedWithTheReason() {
        let refused: [(String, String)] = [
            ("::not a uri::", "U+0020 at position 6"),
            ("::not-a-uri::", "no scheme before its first colon"),
            ("", "it is empty"),
            ("http://a b", "U+0020 at position 9"),
            ("file:///tmp/a b", "U+0020"),
            ("%zz", "no scheme"),
            ("file:///tmp/%zz", "its path holds \"%zz\""),
            ("file:///tmp/%2", "its path holds \"%2\""),
            ("file:///tmp/%", "its path holds \"%\""),
            ("https://example.org/?q=%g0", "its query holds \"%g0\""),
            ("https://example.org/#%", "its fragment holds \"%\""),
            ("/tmp/a", "no scheme"),
            ("/tmp/a:b", "no scheme"),
            ("tmp/a", "no scheme"),
            ("example.org", "no scheme"),
            ("1http://example.org", "does not start with a letter"),
            ("+x:y", "does not start with a letter"),
            ("ht_tp://example.org", "holds \"_\""),
            ("ht%74p://example.org", "holds \"%\""),
            ("https://example.org/a#b#c", "its fragment \"b#c\" holds \"#\""),
            ("https://exa^mple.org/", "its host \"exa^mple.org\" holds \"^\""),
            ("https://example.org/a|b", "its path \"/a|b\" holds \"|\""),
            ("https://example.org/a\"b", "holds \"\"\""),
            ("https://example.org/{x}", "holds \"{\""),
            ("https://example.org/a\\b", "holds \"\\\""),
            ("https://example.org/[x]", "holds \"[\""),
            ("https://exa%mple.org/", "its host holds \"%mp\""),
            ("https://a@b@example.org/", "its host \"b@example.org\" holds \"@\""),
            ("https://user^@example.org/", "its user information \"user^\" holds \"^\""),
            ("https://example.org:80a/", "its port \"80a\" is not a number"),
            ("https://example.org:8:0/", "its port \"8:0\" is not a number"),
            ("https://[::1/", "opens a bracket it does not close"),
            ("https://[::1]x/", "not a port"),
            ("https://[example.org]/", "is not an IPv6 address"),
            ("https://[1:2:3:4:5:6:7:8:9]/", "is not an IPv6 address"),
            ("https://[1:2:3:4:5:6:7]/", "is not an IPv6 address"),
            ("https://[1::2::3]/", "is not an IPv6 address"),
            ("https://[12345::1]/", "is not an IPv6 address"),
            ("https://[::1.2.3.256]/", "is not an IPv6 address"),
            ("https://[1.2.3.4::]/", "is not an IPv6 address"),
            ("https://[::01.2.3.4]/", "is not an IPv6 address"),
            ("https://[v.x]/", "is not an IPv6 address"),
            ("https://[::1%25lo]/", "is not an IPv6 address"),
            ("file:///tmp/ä", "\"ä\" at position 13"),
            ("https://exämple.org/", "\"ä\""),
            ("file:///tmp/a\u{0}b", "U+0000"),
            ("file:///tmp/a\tb", "U+0009"),
            ("file:///tmp/a\u{7F}", "U+007F"),
            ("file:///tmp/a\u{200B}", "U+200B"),
            (" file:///tmp/a", "U+0020 at position 1"),
            ("file:///tmp/a\n", "U+000A"),
        ]
        for (uri, reason) in refused {
            let problem = URISyntax.problem(in: uri)
            #expect(problem?.contains(reason) ?? false, "\(uri): \(problem ?? "accepted")")
        }
    }

    @Test func addressesInsideBrackets() {
        for address in ["::", "::1", "1::", "1:2:3:4:5:6:7:8", "1:2:3:4:5:6::8", "::ffff:1.2.3.4", "1:2:3:4:5:6:1.2.3.4", "fe80::a:B:c"] {
            #expect(URISyntax.isIPv6(ArraySlice(address.utf8)), "\(address)")
        }
        for address in ["", ":", ":::", "1:2:3:4:5:6:7:8:9", "1:2:3:4:5:6:7:1.2.3.4", "1::2:3:4:5:6:7:8", "g::1", ":1::", "1.2.3.4"] {
            #expect(!URISyntax.isIPv6(ArraySlice(address.utf8)), "\(address)")
        }
        #expect(URISyntax.isIPv4(ArraySlice("255.255.255.255".utf8)))
        #expect(!URISyntax.isIPv4(ArraySlice("1.2.3".utf8)) && !URISyntax.isIPv4(ArraySlice("01.2.3.4".utf8)))
    }
}
