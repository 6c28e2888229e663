package org.evodraughts.cli.spec;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The program's files are read the same from a jar as from a classes directory. */
class ProgramFilesTest {
    @TempDir
    Path temp;

    @Test
    void aFileIsReadFromAJarAndFromADirectory() throws IOException {
        byte[] model = "a model".getBytes(StandardCharsets.UTF_8);
        Path directory = Files.createDirectories(temp.resolve("classes/org/evodraughts/cli/commands"));
        Files.write(directory.resolve("perft.model"), model);
        Path jar = temp.resolve("program.jar");
        try (OutputStream file = Files.newOutputStream(jar); JarOutputStream out = new JarOutputStream(file)) {
            out.putNextEntry(new JarEntry("org/evodraughts/cli/commands/perft.model"));
            out.write(model);
            out.closeEntry();
        }
        for (Path location : new Path[] {temp.resolve("classes"), jar}) {
            try (ProgramFiles files = ProgramFiles.at(location)) {
                assertArrayEquals(model, files.read("org/evodraughts/cli/commands/perft.model"));
                assertNull(files.read("org/evodraughts/cli/commands/eval.model"));
            }
        }
    }
}
