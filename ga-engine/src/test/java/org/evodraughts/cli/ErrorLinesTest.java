package org.evodraughts.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Every failure is one error line with exit status 2; --verbose adds the stack trace. */
class ErrorLinesTest {
    @TempDir
    Path temp;

    @Test
    void aFailureIsOneLineAndVerboseAddsTheTrace() throws IOException {
        Path network = Files.writeString(temp.resolve("cut.json"), "{\"format\": \"evodraughts-network\", \"layers\": [");
        CliRun plain = CliRun.of("eval", "--network", network.toString());
        assertEquals(2, plain.exitCode());
        assertEquals(1, plain.err().lines().count(), plain.err());
        assertTrue(plain.err().startsWith("error: " + network + " is not valid JSON at line 1"), plain.err());

        CliRun verbose = CliRun.of("eval", "--network", network.toString(), "--verbose");
        assertEquals(2, verbose.exitCode());
        assertTrue(verbose.err().startsWith(plain.err()), verbose.err());
        assertTrue(verbose.err().contains("\tat org.evodraughts.network.NetworkFile"), verbose.err());
    }

    @Test
    void anUnexpectedFailureSaysSoInOneLine() {
        assertEquals("an unexpected NullPointerException (a bug; --verbose shows where)",
                UserErrorHandler.describe(new NullPointerException()));
        assertEquals("boom (ArithmeticException; --verbose shows where)",
                UserErrorHandler.describe(new ArithmeticException("boom\nsecond line")));
        assertEquals("cannot write x: disk full", UserErrorHandler.describe(
                new java.io.UncheckedIOException(new IOException("cannot write x: disk full"))));
    }
}
