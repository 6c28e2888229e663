package org.evodraughts.files;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class Sha256Test {
    // FIPS 180-2's example: SHA-256("abc").
    private static final String ABC = "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad";

    @Test
    void bytesAreDigestedInLowerCaseHex() {
        assertEquals(ABC, Sha256.of("abc".getBytes(StandardCharsets.US_ASCII)));
    }

    @Test
    void aFileIsDigestedByItsBytes(@TempDir Path dir) throws IOException {
        Path file = Files.writeString(dir.resolve("abc.json"), "abc");
        assertEquals(ABC, Sha256.of(file));
    }

    @Test
    void aDirectoryIsNotAFileToDigest(@TempDir Path dir) {
        IOException e = assertThrows(IOException.class, () -> Sha256.of(dir));
        assertTrue(e.getMessage().contains(dir.toString()), e.getMessage());
    }
}
