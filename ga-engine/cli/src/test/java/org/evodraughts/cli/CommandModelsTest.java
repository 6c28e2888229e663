package org.evodraughts.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.evodraughts.cli.spec.ModeledCommands;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import picocli.CommandLine;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;

/**
 * Every command the build wrote a model of starts from it, and is the command its annotations
 * make: the same help, the same options with every attribute picocli shows, and the same values
 * after parsing the same arguments.
 */
class CommandModelsTest {
    static Stream<Arguments> commands() {
        return EvodraughtsCommand.modeledCommands().entrySet().stream().map(e -> Arguments.of(e.getKey(), e.getValue()));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("commands")
    void theModelMakesTheCommandTheAnnotationsMake(String name, Class<?> type) {
        CommandLine modeled = ModeledCommands.commandLine(name).orElseThrow(() -> new AssertionError("no current model of " + name));
        CommandLine annotated = new CommandLine(type);
        assertEquals(describe(annotated), describe(modeled));
    }

    static Stream<Arguments> argumentLists() {
        return Stream.of(
                Arguments.of("perft", List.of("--fen", "W:W21,22:B1,2", "--divide", "3")),
                Arguments.of("perft", List.of("5")),
                Arguments.of("match", List.of("minimax:2", "random", "--games", "4", "--openings", "ballot", "--seed", "9")),
                Arguments.of("evolve", List.of("--config", "x.yaml", "--generations", "3", "--threads", "2")),
                Arguments.of("champions", List.of("show", "--run", "r1", "--generation", "best", "--runs-dir", "elsewhere")),
                Arguments.of("network", List.of("compare", "a.json", "b.json")),
                Arguments.of("runs", List.of("list")),
                Arguments.of("evodraughts", List.of("--verbose")));
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("argumentLists")
    void theModelParsesAsTheAnnotationsDo(String name, List<String> args) {
        CommandLine modeled = ModeledCommands.commandLine(name).orElseThrow();
        CommandLine annotated = new CommandLine(EvodraughtsCommand.modeledCommands().get(name));
        List<CommandLine> modeledParsed = modeled.parseArgs(args.toArray(new String[0])).asCommandLineList();
        List<CommandLine> annotatedParsed = annotated.parseArgs(args.toArray(new String[0])).asCommandLineList();
        assertEquals(annotatedParsed.size(), modeledParsed.size());
        for (int i = 0; i < modeledParsed.size(); i++) {
            assertEquals(values(annotatedParsed.get(i).getCommandSpec()), values(modeledParsed.get(i).getCommandSpec()));
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("commands")
    void noOptionNeedsAConverterPicocliIsToldNotToMake(String name, Class<?> type) {
        List<String> excluded = List.of(EvodraughtsCommand.EXCLUDED_CONVERTERS.split(","));
        List<String> types = new ArrayList<>();
        collectTypes(new CommandLine(type), types);
        for (String argType : types) {
            assertTrue(excluded.stream().noneMatch(argType::matches), name + " has an option of type " + argType
                    + ", whose converter EvodraughtsCommand tells picocli not to make");
        }
        assertTrue(excluded.stream().anyMatch("java.time.Duration"::matches), "the exclusions are read as picocli reads them");
    }

    private static void collectTypes(CommandLine line, List<String> types) {
        for (ArgSpec arg : line.getCommandSpec().args()) {
            types.add(arg.type().getName());
            for (Class<?> auxiliary : arg.auxiliaryTypes()) {
                types.add(auxiliary.getName());
            }
        }
        for (CommandLine sub : line.getSubcommands().values()) {
            collectTypes(sub, types);
        }
    }

    /** Everything of {@code line} a user can see or a parse can depend on, as text. */
    private static String describe(CommandLine line) {
        CommandSpec spec = line.getCommandSpec();
        StringBuilder out = new StringBuilder(line.getUsageMessage(CommandLine.Help.Ansi.OFF));
        out.append("\nname=").append(spec.name()).append(" version=").append(Arrays.toString(spec.version()))
                .append(" mixins=").append(spec.mixins().keySet()).append(" helpOptions=").append(spec.mixinStandardHelpOptions())
                .append(" type=").append(spec.userObject().getClass().getName()).append('\n');
        for (OptionSpec option : spec.options()) {
            out.append(describe(option)).append(" names=").append(Arrays.toString(option.names()))
                    .append(" usageHelp=").append(option.usageHelp()).append(" versionHelp=").append(option.versionHelp())
                    .append(" negatable=").append(option.negatable()).append(" order=").append(option.order())
                    .append(" fallback=").append(option.fallbackValue()).append('\n');
        }
        for (PositionalParamSpec positional : spec.positionalParameters()) {
            out.append(describe(positional)).append(" index=").append(positional.index()).append('/')
                    .append(positional.index().isUnspecified()).append('\n');
        }
        for (Map.Entry<String, CommandLine> sub : spec.subcommands().entrySet()) {
            out.append("sub ").append(sub.getKey()).append(":\n").append(describe(sub.getValue()));
        }
        return out.toString();
    }

    private static String describe(ArgSpec arg) {
        return arg + " label=" + arg.paramLabel() + " description=" + Arrays.toString(arg.description())
                + " key=" + arg.descriptionKey() + " default=" + arg.defaultValue() + " required=" + arg.required()
                + " arity=" + arg.arity() + "/" + arg.arity().isUnspecified() + " type=" + arg.type().getName()
                + " auxiliary=" + Arrays.toString(arg.auxiliaryTypes()) + " split=" + arg.splitRegex()
                + " scope=" + arg.scopeType() + " inherited=" + arg.inherited() + " hidden=" + arg.hidden()
                + " initial=" + arg.initialValue() + "/" + arg.hasInitialValue() + " candidates=" + candidates(arg)
                + " interactive=" + arg.interactive() + " showDefault=" + arg.showDefaultValue()
                + " multiValue=" + arg.isMultiValue() + " typeInfo=" + arg.typeInfo().getClassName()
                + arg.typeInfo().getAuxiliaryTypeInfos().stream().map(t -> t.getClassName()).toList();
    }

    private static List<String> candidates(ArgSpec arg) {
        List<String> candidates = new ArrayList<>();
        if (arg.completionCandidates() != null) {
            arg.completionCandidates().forEach(candidates::add);
        }
        return candidates;
    }

    /** The value each option and positional parameter of {@code spec} holds, and its mixins' fields. */
    private static List<String> values(CommandSpec spec) {
        List<String> values = new ArrayList<>();
        for (ArgSpec arg : spec.args()) {
            values.add(arg + "=" + String.valueOf((Object) arg.getValue()));
        }
        for (Map.Entry<String, CommandSpec> mixin : spec.mixins().entrySet()) {
            values.add(mixin.getKey() + ":" + fields(mixin.getValue().userObject()));
        }
        values.add("command:" + fields(spec.userObject()));
        return values;
    }

    private static String fields(Object object) {
        StringBuilder out = new StringBuilder();
        for (Field field : object.getClass().getDeclaredFields()) {
            if (field.getType().isPrimitive() || field.getType() == String.class || field.getType().getName().startsWith("java.")) {
                field.setAccessible(true);
                try {
                    out.append(field.getName()).append('=').append(field.get(object)).append(' ');
                } catch (IllegalAccessException e) {
                    throw new AssertionError(e);
                }
            }
        }
        return out.toString();
    }
}
