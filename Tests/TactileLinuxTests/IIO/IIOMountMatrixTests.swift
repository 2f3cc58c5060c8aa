import TactileLinux
import Testing

/// ``IIOMountMatrix``: parsing the sysfs text and applying the matrix.
@Suite("IIO mount matrices")
struct IIOMountMatrixTests {
    @Test("mount matrices parse with any spacing and decimals, apply as rows (device = M · chip), reject bad text")
    func mountMatrixParsing() throws {
        let m = try IIOMountMatrix.parse("0,1,0;1,0,0;0,0,1\n")
        #expect(m.rows == [[0, 1, 0], [1, 0, 0], [0, 0, 1]])
        let r = m.apply(1, 2, 3)
        #expect(r.x == 2 && r.y == 1 && r.z == 3)
        let tilted = try IIOMountMatrix.parse(" 0.7071 , -0.7071, 0 ;0.7071,0.7071,0; 0, 0, 1 ")
        #expect(tilted.rows[0] == [0.7071, -0.7071, 0])
        #expect(try IIOMountMatrix.parse("1, 0, 0; 0, 1, 0; 0, 0, 1") == .identity)
        for bad in ["", "1, 0, 0; 0, 1, 0", "1, 0; 0, 1; 0, 0", "1, 0, 0; 0, one, 0; 0, 0, 1", "0, 0, 0; 0, 0, 0; 0, 0, 0",
            "1, 0, 0, 0; 0, 1, 0; 0, 0, 1", "1, 0, 0; 0, 1, 0; 0, 0, inf"]
        {
            #expect(throws: IIOError.malformedAttribute(
                path: "/x/mount_matrix", expected: "a mount matrix \"x1, y1, z1; x2, y2, z2; x3, y3, z3\"", found: bad)
            ) { try IIOMountMatrix.parse(bad, path: "/x/mount_matrix") }
        }
    }
}
