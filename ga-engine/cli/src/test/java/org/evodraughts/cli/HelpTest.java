package org.evodraughts.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * Every command's --help prints cleanly: picocli warns on stderr about an unescaped % in a
 * description, and its own wrapping breaks words after '.' and ':' ({@link HelpWrapping}).
 */
class HelpTest {
    @Test
    void everyHelpPrintsWithoutWarnings() {
        List<String> commands = new ArrayList<>();
        collect(EvodraughtsCommand.commandLine(), List.of(), commands);
        assertTrue(commands.size() > 15, commands.toString());
        PrintStream stderr = System.err;
        for (String command : commands) {
            ByteArrayOutputStream warnings = new ByteArrayOutputStream();
            System.setErr(new PrintStream(warnings, true, StandardCharsets.UTF_8));
            CliRun run;
            try {
                List<String> args = new ArrayList<>(List.of(command.isEmpty() ? new String[0] : command.split(" ")));
                args.add("--help");
                run = CliRun.of(args.toArray(String[]::new));
            } finally {
                System.setErr(stderr);
            }
            assertEquals(0, run.exitCode(), command);
            assertTrue(run.out().startsWith("Usage: evodraughts"), command + ": " + run.out());
            String printed = warnings.toString(StandardCharsets.UTF_8) + run.err();
            assertFalse(printed.contains("WARN"), command + ": " + printed);
        }
    }

    @Test
    void everyWordOfEveryHelpStaysOnOneLine() {
        List<String> commands = new ArrayList<>();
        collect(EvodraughtsCommand.commandLine(), List.of(), commands);
        for (String command : commands) {
            List<String> args = new ArrayList<>(List.of(command.isEmpty() ? new String[0] : command.split(" ")));
            args.add("--help");
            String help = CliRun.of(args.toArray(String[]::new)).out();
            CommandLine line = EvodraughtsCommand.commandLine();
            for (String name : command.isEmpty() ? new String[0] : command.split(" ")) {
                line = line.getSubcommands().get(name);
            }
            List<String> lines = help.lines().toList();
            for (String word : words(line.getCommandSpec())) {
                assertTrue(lines.stream().anyMatch(l -> l.contains(word)),
                        () -> "'" + word + "' is split across lines in: evodraughts " + command + " --help\n" + help);
            }
            for (String printed : lines) {
                assertTrue(printed.length() <= 80 || !printed.strip().contains(" "),
                        () -> "longer than 80 columns in " + command + ": " + printed);
            }
        }
    }

    @Test
    void wrappingBreaksAtSpacesOnlyAndIndentsUnderTheColumn() {
        String row = "      --set=KEY=VALUE   Sets any configuration key, e.g. --set tournament.openingPlies=6";
        assertEquals(String.join(System.lineSeparator(),
                        "      --set=KEY=VALUE   Sets any configuration key, e.g. --set",
                        "                          tournament.openingPlies=6"),
                HelpWrapping.wrap(row, 62, 2));
        assertEquals(String.join(System.lineSeparator(), "Plays minimax:10 against", "mcts:300, then stops."),
                HelpWrapping.wrap("Plays minimax:10 against mcts:300, then stops.", 24, 0));
        assertEquals("short\nlines stay\n", HelpWrapping.wrap("short\nlines stay\n", 24, 0));
    }

    /** The words of every text that --help shows for {@code spec}: descriptions, headers, footers. */
    private static List<String> words(CommandLine.Model.CommandSpec spec) {
        List<String> texts = new ArrayList<>();
        CommandLine.Model.UsageMessageSpec usage = spec.usageMessage();
        texts.addAll(List.of(usage.description()));
        texts.addAll(List.of(usage.header()));
        texts.addAll(List.of(usage.footer()));
        spec.options().forEach(option -> texts.addAll(List.of(option.description())));
        spec.positionalParameters().forEach(parameter -> texts.addAll(List.of(parameter.description())));
        spec.subcommands().values().forEach(sub -> { // the command list shows a subcommand's first line
            CommandLine.Model.UsageMessageSpec summary = sub.getCommandSpec().usageMessage();
            String[] first = summary.header().length > 0 ? summary.header() : summary.description();
            texts.addAll(List.of(first).subList(0, Math.min(1, first.length)));
        });
        List<String> words = new ArrayList<>();
        for (String text : texts) {
            for (String word : String.format(text).split("\\s+")) {
                if (!word.isEmpty() && !word.contains("${")) {
                    words.add(word);
                }
            }
        }
        return words;
    }

    @Test
    void theTopLevelHelpNamesTheLaunchersOwnCommands() {
        String help = CliRun.of("--help").out();
        assertTrue(help.contains("  test ") && help.contains("  bench MODULE"), help);
    }

    private static void collect(CommandLine line, List<String> path, List<String> into) {
        into.add(String.join(" ", path));
        line.getSubcommands().forEach((name, sub) -> {
            if (!name.equals("help")) {
                List<String> deeper = new ArrayList<>(path);
                deeper.add(name);
                collect(sub, deeper, into);
            }
        });
    }
}
