package org.evodraughts.cli.spec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** A command's model survives its file, is refused where its class changed, and carries every attribute it reads. */
class ModeledCommandsTest {
    static final class Shared {
        @Option(names = "--dir", paramLabel = "DIR", defaultValue = "runs", description = "Where (default: ${DEFAULT-VALUE}).")
        String dir;
    }

    @Command(name = "sample", mixinStandardHelpOptions = true, sortOptions = false, description = "A sample.",
            subcommands = Sample.Child.class)
    static final class Sample implements Runnable {
        @Spec
        CommandSpec spec;

        @Parameters(index = "0", paramLabel = "N", description = "A count.")
        int count;

        @Option(names = {"-l", "--list"}, split = ",", description = "Numbers.")
        List<Integer> numbers;

        @Option(names = "--flag", description = "A flag.")
        boolean flag = true;

        @Mixin
        Shared shared;

        @Override
        public void run() {}

        @Command(name = "child", description = "A child.")
        static final class Child implements Runnable {
            @Option(names = "--x", required = true, paramLabel = "X", description = "An x.")
            String x;

            @Override
            public void run() {}
        }
    }

    @Command(name = "hidden")
    static final class WithHiddenOption {
        @Option(names = "--secret", hidden = true)
        String secret;
    }

    @Test
    void aModelReadBackMakesTheCommandItsAnnotationsMake() throws Exception {
        CommandModel model = roundTrip(AnnotatedCommands.model(Sample.class));
        CommandLine modeled = new CommandLine(ModeledCommands.spec(model, getClass().getClassLoader()));
        CommandLine annotated = new CommandLine(Sample.class);
        assertEquals(annotated.getUsageMessage(CommandLine.Help.Ansi.OFF), modeled.getUsageMessage(CommandLine.Help.Ansi.OFF));
        assertEquals(annotated.getSubcommands().get("child").getUsageMessage(CommandLine.Help.Ansi.OFF),
                modeled.getSubcommands().get("child").getUsageMessage(CommandLine.Help.Ansi.OFF));

        modeled.parseArgs("7", "--list", "1,2,3", "--dir", "there");
        Sample sample = modeled.getCommand();
        assertEquals(7, sample.count);
        assertEquals(List.of(1, 2, 3), sample.numbers);
        assertEquals("there", sample.shared.dir);
        assertTrue(sample.flag, "an initial value stays until an option sets it");
        assertTrue(sample.spec == modeled.getCommandSpec(), "@Spec is given the command's own spec");

        modeled.parseArgs("8");
        assertEquals("runs", sample.shared.dir, "a default value is applied again on each parse");
        assertEquals(null, sample.numbers);
        CommandLine.ParameterException missing = assertThrows(CommandLine.ParameterException.class,
                () -> modeled.parseArgs("1", "child"));
        assertEquals("Missing required option: '--x=X'", missing.getMessage());
    }

    @Test
    void aModelWhoseClassChangedIsNotCurrent() throws Exception {
        CommandModel model = AnnotatedCommands.model(Sample.class);
        try (ProgramFiles files = ProgramFiles.of(Sample.class)) {
            assertTrue(ModeledCommands.current(model, files));
        CommandModel older = new CommandModel(model.type(), model.classCrc() ^ 1, model.name(), model.version(),
                model.description(), model.footer(), model.sortOptions(), model.subcommands(), model.members(),
                model.standardHelpOptions());
            assertFalse(ModeledCommands.current(older, files));
        }
    }

    @Test
    void aCommandWithoutAModelFileHasNone() {
        assertTrue(ModeledCommands.commandLine("no-such-command").isEmpty());
    }

    @Test
    void anAttributeTheModelDoesNotCarryFailsTheBuildNamingIt() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> AnnotatedCommands.model(WithHiddenOption.class));
        assertEquals("the command model does not carry @Option(hidden = ...) on " + WithHiddenOption.class.getName()
                + ".secret (org.evodraughts.cli.spec.AnnotatedCommands): add it there, or leave it out", e.getMessage());
    }

    @Test
    void aFileOfAnotherFormatOrPicocliIsRefused() throws IOException {
        byte[] model = file(AnnotatedCommands.model(Sample.class));
        byte[] otherPicocli = Arrays.copyOf(model, model.length);
        int version = indexOf(otherPicocli, CommandLine.VERSION.getBytes(StandardCharsets.UTF_8));
        otherPicocli[version] = (byte) '0';
        IOException e = assertThrows(IOException.class, () -> CommandModelFile.read(otherPicocli));
        assertEquals("a command model for picocli 0" + CommandLine.VERSION.substring(1) + ", not " + CommandLine.VERSION,
                e.getMessage());
        byte[] otherFormat = Arrays.copyOf(model, model.length);
        otherFormat[4] = 'E';
        assertThrows(IOException.class, () -> CommandModelFile.read(otherFormat));
        IOException cut = assertThrows(IOException.class, () -> CommandModelFile.read(Arrays.copyOf(model, model.length - 1)));
        assertEquals("a command model cut short", cut.getMessage());
    }

    private static CommandModel roundTrip(CommandModel model) throws IOException {
        return CommandModelFile.read(file(model));
    }

    private static byte[] file(CommandModel model) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (DataOutputStream out = new DataOutputStream(bytes)) {
            CommandModelFile.write(model, out);
        }
        return bytes.toByteArray();
    }

    private static int indexOf(byte[] bytes, byte[] part) {
        for (int i = 0; i + part.length <= bytes.length; i++) {
            if (Arrays.equals(bytes, i, i + part.length, part, 0, part.length)) {
                return i;
            }
        }
        throw new AssertionError("not found");
    }
}
