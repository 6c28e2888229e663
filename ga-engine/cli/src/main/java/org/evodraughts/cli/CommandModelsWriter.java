package org.evodraughts.cli;

import java.io.BufferedOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Map;
import org.evodraughts.cli.spec.AnnotatedCommands;
import org.evodraughts.cli.spec.CommandModelFile;
import org.evodraughts.cli.spec.ModeledCommands;

/**
 * Writes the model of every command into the build's classes (Maven's process-classes phase, see
 * the module's pom), so that the jar carries them: {@code java … CommandModelsWriter
 * target/classes}. One file a command: a command reads only its own.
 */
public final class CommandModelsWriter {
    private CommandModelsWriter() {}

    public static void main(String[] args) throws IOException {
        if (args.length != 1) {
            throw new IllegalArgumentException("usage: CommandModelsWriter CLASSES_DIRECTORY");
        }
        Path directory = Path.of(args[0]).resolve(ModeledCommands.DIRECTORY);
        Files.createDirectories(directory);
        for (Map.Entry<String, Class<?>> command : EvodraughtsCommand.modeledCommands().entrySet()) {
            write(directory.resolve(command.getKey() + ModeledCommands.SUFFIX), command.getValue());
        }
    }

    /** Writes the model of {@code command} to {@code file}, whole or not at all. */
    private static void write(Path file, Class<?> command) throws IOException {
        Path part = file.resolveSibling(file.getFileName() + ".part");
        try (OutputStream out = Files.newOutputStream(part);
                DataOutputStream data = new DataOutputStream(new BufferedOutputStream(out))) {
            CommandModelFile.write(AnnotatedCommands.model(command), data);
        }
        Files.move(part, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }
}
