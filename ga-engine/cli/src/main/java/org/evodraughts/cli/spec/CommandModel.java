package org.evodraughts.cli.spec;

import java.util.List;
import picocli.CommandLine.Range;

/**
 * What one command class's picocli annotations say, as data: the command's attributes, its
 * subcommands, and its annotated fields in declaration order. {@code classCrc} is the CRC-32 of the
 * class file it was read from, so that a model older than its class is never used.
 */
public record CommandModel(
        String type,
        long classCrc,
        String name,
        List<String> version,
        List<String> description,
        List<String> footer,
        boolean sortOptions,
        List<CommandModel> subcommands,
        List<Member> members,
        Mixin standardHelpOptions) {

    /** One annotated field of a command or mixin class. */
    public sealed interface Member permits OptionField, PositionalField, MixinField, SpecField {
        /** The field's name in its class. */
        String field();
    }

    /** An {@code @Option} field. */
    public record OptionField(String field, Arg arg) implements Member {}

    /** A {@code @Parameters} field. */
    public record PositionalField(String field, Arg arg) implements Member {}

    /** A {@code @Mixin} field, holding a new instance of the mixin's class. */
    public record MixinField(String field, String name, Mixin mixin) implements Member {}

    /** A {@code @Spec} field, given the command's own spec. */
    public record SpecField(String field) implements Member {}

    /** A mixin class: its annotated fields. */
    public record Mixin(String type, long classCrc, List<Member> members) {}

    /**
     * An option or positional parameter, as picocli's annotation reader made it: the texts as
     * written in the annotation (picocli resolves their variables when it shows them), and what
     * it inferred from the field (type, arity, whether required).
     *
     * @param names the option's names; empty for a positional parameter
     * @param index the positional parameter's index; null for an option
     * @param defaultValue null where the annotation gives none
     * @param scopeType null where the annotation gives none
     * @param shownAs how picocli names it in its messages (its {@code toString})
     */
    public record Arg(
            List<String> names,
            Range index,
            String paramLabel,
            List<String> description,
            String descriptionKey,
            String defaultValue,
            boolean required,
            Range arity,
            String type,
            List<String> auxiliaryTypes,
            String splitRegex,
            String scopeType,
            boolean usageHelp,
            boolean versionHelp,
            String shownAs) {}
}
