function __formline_should_offer_completions_for_flags_or_options -a expected_commands
    set -l non_repeating_flags_or_options $argv[2..]
    set -l non_repeating_flags_or_options_absent 0
    set -l positional_index 0
    set -l commands
    __formline_parse_tokens
    test "$commands" = "$expected_commands"; and return $non_repeating_flags_or_options_absent
end

function __formline_should_offer_completions_for_positional -a expected_commands positional_index_comparison expected_positional_index
    set -l non_repeating_flags_or_options
    set -l non_repeating_flags_or_options_absent 0
    set -l positional_index 0
    set -l commands
    __formline_parse_tokens
    test "$commands" = "$expected_commands" -a \( "$positional_index" "$positional_index_comparison" "$expected_positional_index" \)
end

function __formline_parse_tokens -S
    set -l unparsed_tokens (__formline_tokens -pc)
    switch $unparsed_tokens[1]
    case 'formline'
        __formline_parse_subcommand 0 'version' 'h/help'
        switch $unparsed_tokens[1]
        case 'fill'
            __formline_parse_subcommand 1 'from=' 'allow-outside' 'a/answers=+' 'jsonc' 'set=+' 'env-prefix=' 'o/output=' 'f/format=' 'template=' 'edit=' 'unset=+' 'diff' 'y/defaults' 'ask-all' 'review' 'no-review' 'now=' 'resume' 'no-color' 'verbose' 'timeout=' 'transcript=' 'events=' 'version' 'h/help'
        case 'validate'
            __formline_parse_subcommand 1 'from=' 'allow-outside' 'a/answers=+' 'jsonc' 'set=+' 'env-prefix=' 'now=' 'each=+' 'format=' 'jobs=' 'strict-formats' 'strict' 'version' 'h/help'
        case 'schema'
            __formline_parse_subcommand 1 'from=' 'allow-outside' 'version' 'h/help'
        case 'show'
            __formline_parse_subcommand 1 'from=' 'allow-outside' 'a/answers=+' 'jsonc' 'set=+' 'env-prefix=' 'no-color' 'version' 'h/help'
        case 'parse-date'
            __formline_parse_subcommand -r 1 'kind=' 'now=' 'date-order=' 'version' 'h/help'
        case 'convert'
            __formline_parse_subcommand 1 'from=' 'allow-outside' 'version' 'h/help'
        case 'help'
            __formline_parse_subcommand -r 1 'version'
        case '?*'
            # `formline FORM …`: fill, the default subcommand
            set unparsed_tokens fill $unparsed_tokens
            __formline_parse_subcommand 1 'from=' 'allow-outside' 'a/answers=+' 'jsonc' 'set=+' 'env-prefix=' 'o/output=' 'f/format=' 'template=' 'edit=' 'unset=+' 'diff' 'y/defaults' 'ask-all' 'review' 'no-review' 'now=' 'resume' 'no-color' 'verbose' 'timeout=' 'transcript=' 'events=' 'version' 'h/help'
        end
    end
end

function __formline_tokens
    if test (string split -m 1 -f 1 -- . "$FISH_VERSION") -gt 3
        commandline --tokens-raw $argv
    else
        commandline -o $argv
    end
end

function __formline_parse_subcommand -S -a positional_count
    argparse -s r -- $argv
    set -l option_specs $argv[2..]
    set -l is_repeating_positional $_flag_r
    set -el _flag_r
    set -a commands $unparsed_tokens[1]
    set positional_index 0
    while true
        set -e unparsed_tokens[1]
        argparse -sn "$commands" $option_specs -- $unparsed_tokens 2> /dev/null
        set unparsed_tokens $argv
        set positional_index (math $positional_index + 1)
        for non_repeating_flag_or_option in $non_repeating_flags_or_options
            if set -ql "_flag_$(string replace -a - _ -- $non_repeating_flag_or_option)"
                set non_repeating_flags_or_options_absent 1
                break
            end
        end
        test (count $unparsed_tokens) -eq 0 -o \( -z "$is_repeating_positional" -a "$positional_index" -gt "$positional_count" \) && break
    end
end

function __formline_complete_directories
    set -l token (commandline -t)
    string match -- '*/' $token
    set -l subdirs $token*/
    printf %s\n $subdirs
end

function __formline_custom_completion
    set -x SAP_SHELL fish
    set -x SAP_SHELL_VERSION $FISH_VERSION
    set -l tokens (__formline_tokens -p)
    if test -z "$(__formline_tokens -t)"
        set -l index (count (__formline_tokens -pc))
        set tokens $tokens[..$index] \'\' $tokens[(math $index + 1)..]
    end
    command $tokens[1] $argv $tokens
end

complete -c 'formline' -f
complete -c 'formline' -n '__formline_should_offer_completions_for_flags_or_options "formline" version' -l 'version' -d 'Show the version.'
complete -c 'formline' -n '__formline_should_offer_completions_for_flags_or_options "formline" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'formline' -n '__formline_should_offer_completions_for_positional "formline" -eq 1' -fa 'fill' -d 'Run the wizard on a form and write the answers (the default subcommand).'
complete -c 'formline' -n '__formline_should_offer_completions_for_positional "formline" -eq 1' -fa 'validate' -d 'Check a form, and optionally answers against it; list every problem.'
complete -c 'formline' -n '__formline_should_offer_completions_for_positional "formline" -eq 1' -fa 'schema' -d 'Print the JSON Schema (draft 2020-12) of the form\'s result.'
complete -c 'formline' -n '__formline_should_offer_completions_for_positional "formline" -eq 1' -fa 'show' -d 'Print answers as a readable, sectioned summary (read-only; secrets masked).'
complete -c 'formline' -n '__formline_should_offer_completions_for_positional "formline" -eq 1' -fa 'parse-date' -d 'Read a date, time, datetime or duration as a form field would.'
complete -c 'formline' -n '__formline_should_offer_completions_for_positional "formline" -eq 1' -fa 'convert' -d 'Print a questionnaire (cookiecutter.json, copier.yml) as a formline form (YAML).'
complete -c 'formline' -n '__formline_should_offer_completions_for_positional "formline" -eq 1' -fa 'help' -d 'Show subcommand help information.'
complete -c 'formline' -n '__formline_should_offer_completions_for_positional "formline fill" -eq 1' -fa '(set -l exts \'yaml\' \'yml\' \'json\';for p in (string match -e -- \'*/\' (commandline -t);or printf \n)*.{$exts};printf %s\n $p;end;__fish_complete_directories (commandline -t) \'\')'
complete -c 'formline' -n '__formline_should_offer_completions_for_positional "formline" -eq 1' -fa '(set -l exts \'yaml\' \'yml\' \'json\';for p in (string match -e -- \'*/\' (commandline -t);or printf \n)*.{$exts};printf %s\n $p;end;__fish_complete_directories (commandline -t) \'\')'
complete -c 'formline' -n '__formline_should_offer_completions_for_flags_or_options "formline fill" from' -l 'from' -d 'Read the form as another tool\'s questionnaire (default: by file name).' -rfka 'formline cookiecutter copier json-schema'
complete -c 'formline' -n '__formline_should_offer_completions_for_flags_or_options "formline fill" allow-outside' -l 'allow-outside' -d 'Let includes and pages name files outside the form\'s directory.'
complete -c 'formline' -n '__formline_should_offer_completions_for_flags_or_options "formline fill"' -s 'a' -l 'answers' -d 'Answers in YAML, JSON, JSON with comments (.jsonc) or TOML, shaped like the result; - reads them from standard input (then nothing is asked). Repeatable; later files win.' -rfa '(set -l exts \'json\' \'jsonc\' \'yaml\' \'yml\' \'toml\';for p in (string match -e -- \'*/\' (commandline -t);or printf \n)*.{$exts};printf %s\n $p;end;__fish_complete_directories (commandline -t) \'\')'
complete -c 'formline' -n '__formline_should_offer_completions_for_flags_or_options "formline fill" jsonc' -l 'jsonc' -d 'Read .json answers files as JSON with comments and trailing commas, as .jsonc files are.'
complete -c 'formline' -n '__formline_should_offer_completions_for_flags_or_options "formline fill"' -l 'set' -d 'One answer, read as typed input of that field: address.city=Paris, tags[2]=x. Repeatable.' -rfka '(__formline_custom_completion ---completion fill -- --set (count (__formline_tokens -pc)) (__formline_tokens -tC))'
complete -c 'formline' -n '__formline_should_offer_completions_for_flags_or_options "formline fill" env-prefix' -l 'env-prefix' -d 'Take answers from environment variables PREFIX_FIELD_PATH (upper snake case).' -rfka ''
complete -c 'formline' -n '__formline_should_offer_completions_for_flags_or_options "formline fill" o output' -s 'o' -l 'output' -d 'Write the result to this file atomically (mode 0600 when the form has secrets); - or default: stdout.' -rF
complete -c 'formline' -n '__formline_should_offer_completions_for_flags_or_options "formline fill" f format' -s 'f' -l 'format' -d 'Result format: json, yaml, toml, env or cookiecutter-replay; default from --output\'s extension, else json.' -rfka 'json yaml toml env cookiecutter-replay'
complete -c 'formline' -n '__formline_should_offer_completions_for_flags_or_options "formline fill" template' -l 'template' -d 'Render this Mustache template with the answers instead of a data format.' -rF
complete -c 'formline' -n '__formline_should_offer_completions_for_flags_or_options "formline fill" edit' -l 'edit' -d 'Edit this config file in place: its answers are read, what is missing (or picked on review) is asked, and only the text of what changed is rewritten. Same as -a FILE -o FILE.' -rfa '(set -l exts \'yaml\' \'yml\' \'json\' \'jsonc\' \'toml\';for p in (string match -e -- \'*/\' (commandline -t);or printf \n)*.{$exts};printf %s\n $p;end;__fish_complete_directories (commandline -t) \'\')'
complete -c 'formline' -n '__formline_should_offer_completions_for_flags_or_options "formline fill"' -l 'unset' -d 'Leave this optional property out of the result (removed from a file edited in place). Repeatable.' -rfka ''
complete -c 'formline' -n '__formline_should_offer_completions_for_flags_or_options "formline fill" diff' -l 'diff' -d 'Print the unified diff of what would change in the --output file instead of writing it.'
complete -c 'formline' -n '__formline_should_offer_completions_for_flags_or_options "formline fill" defaults y' -s 'y' -l 'defaults' -d 'Never ask: take answers, then defaults; fail listing every missing required field.'
complete -c 'formline' -n '__formline_should_offer_completions_for_flags_or_options "formline fill" ask-all' -l 'ask-all' -d 'Ask every field, offering known answers as editable values.'
complete -c 'formline' -n '__formline_should_offer_completions_for_flags_or_options "formline fill" review' -l 'review' -d 'Show the review-and-edit screen before finishing (default: on when interactive).'
complete -c 'formline' -n '__formline_should_offer_completions_for_flags_or_options "formline fill" no-review' -l 'no-review' -d 'Show the review-and-edit screen before finishing (default: on when interactive).'
complete -c 'formline' -n '__formline_should_offer_completions_for_flags_or_options "formline fill" now' -l 'now' -d 'Reference instant for relative dates such as \'tomorrow\' (ISO 8601).' -rfka ''
complete -c 'formline' -n '__formline_should_offer_completions_for_flags_or_options "formline fill" resume' -l 'resume' -d 'Continue an interrupted run from its saved draft.'
complete -c 'formline' -n '__formline_should_offer_completions_for_flags_or_options "formline fill" no-color' -l 'no-color' -d 'No colour (NO_COLOR and TERM=dumb are honoured too).'
complete -c 'formline' -n '__formline_should_offer_completions_for_flags_or_options "formline fill" verbose' -l 'verbose' -d 'List the form\'s warnings in full (without it, a fill says only how many).'
complete -c 'formline' -n '__formline_should_offer_completions_for_flags_or_options "formline fill" timeout' -l 'timeout' -d 'Give up on a prompt left unanswered this long: exit 124, nothing written.' -rfka ''
complete -c 'formline' -n '__formline_should_offer_completions_for_flags_or_options "formline fill" transcript' -l 'transcript' -d 'Also write the conversation (secrets masked) to this file.' -rF
complete -c 'formline' -n '__formline_should_offer_completions_for_flags_or_options "formline fill" events' -l 'events' -d 'Write the fill\'s events as JSON lines to this file or open descriptor (secrets left out).' -rfka ''
complete -c 'formline' -n '__formline_should_offer_completions_for_flags_or_options "formline fill" version' -l 'version' -d 'Show the version.'
complete -c 'formline' -n '__formline_should_offer_completions_for_flags_or_options "formline fill" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'formline' -n '__formline_should_offer_completions_for_positional "formline validate" -eq 1' -fa '(set -l exts \'yaml\' \'yml\' \'json\';for p in (string match -e -- \'*/\' (commandline -t);or printf \n)*.{$exts};printf %s\n $p;end;__fish_complete_directories (commandline -t) \'\')'
complete -c 'formline' -n '__formline_should_offer_completions_for_flags_or_options "formline validate" from' -l 'from' -d 'Read the form as another tool\'s questionnaire (default: by file name).' -rfka 'formline cookiecutter copier json-schema'
complete -c 'formline' -n '__formline_should_offer_completions_for_flags_or_options "formline validate" allow-outside' -l 'allow-outside' -d 'Let includes and pages name files outside the form\'s directory.'
complete -c 'formline' -n '__formline_should_offer_completions_for_flags_or_options "formline validate"' -s 'a' -l 'answers' -d 'Answers in YAML, JSON, JSON with comments (.jsonc) or TOML, shaped like the result; - reads them from standard input (then nothing is asked). Repeatable; later files win.' -rfa '(set -l exts \'json\' \'jsonc\' \'yaml\' \'yml\' \'toml\';for p in (string match -e -- \'*/\' (commandline -t);or printf \n)*.{$exts};printf %s\n $p;end;__fish_complete_directories (commandline -t) \'\')'
complete -c 'formline' -n '__formline_should_offer_completions_for_flags_or_options "formline validate" jsonc' -l 'jsonc' -d 'Read .json answers files as JSON with comments and trailing commas, as .jsonc files are.'
complete -c 'formline' -n '__formline_should_offer_completions_for_flags_or_options "formline validate"' -l 'set' -d 'One answer, read as typed input of that field: address.city=Paris, tags[2]=x. Repeatable.' -rfka '(__formline_custom_completion ---completion validate -- --set (count (__formline_tokens -pc)) (__formline_tokens -tC))'
complete -c 'formline' -n '__formline_should_offer_completions_for_flags_or_options "formline validate" env-prefix' -l 'env-prefix' -d 'Take answers from environment variables PREFIX_FIELD_PATH (upper snake case).' -rfka ''
complete -c 'formline' -n '__formline_should_offer_completions_for_flags_or_options "formline validate" now' -l 'now' -d 'Reference instant for relative dates in bounds and answers (ISO 8601).' -rfka ''
complete -c 'formline' -n '__formline_should_offer_completions_for_flags_or_options "formline validate"' -l 'each' -d 'Check each of these answers files on its own (after --answers, under --set); @LIST reads the names from a file, - from standard input. Exit 65 if any is invalid.' -rF
complete -c 'formline' -n '__formline_should_offer_completions_for_flags_or_options "formline validate" format' -l 'format' -d 'How --each reports: text, or jsonl (one JSON object per file).' -rfka 'text jsonl'
complete -c 'formline' -n '__formline_should_offer_completions_for_flags_or_options "formline validate" jobs' -l 'jobs' -d 'How many files --each checks at once (default: one per processor); results keep the order of the files.' -rfka ''
complete -c 'formline' -n '__formline_should_offer_completions_for_flags_or_options "formline validate" strict-formats' -l 'strict-formats' -d 'With a JSON Schema, a value that does not match its \'format\' is an error, not a warning.'
complete -c 'formline' -n '__formline_should_offer_completions_for_flags_or_options "formline validate" strict' -l 'strict' -d 'Fail (exit 65) on warnings too, such as a key the form does not have; for CI.'
complete -c 'formline' -n '__formline_should_offer_completions_for_flags_or_options "formline validate" version' -l 'version' -d 'Show the version.'
complete -c 'formline' -n '__formline_should_offer_completions_for_flags_or_options "formline validate" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'formline' -n '__formline_should_offer_completions_for_positional "formline schema" -eq 1' -fa '(set -l exts \'yaml\' \'yml\' \'json\';for p in (string match -e -- \'*/\' (commandline -t);or printf \n)*.{$exts};printf %s\n $p;end;__fish_complete_directories (commandline -t) \'\')'
complete -c 'formline' -n '__formline_should_offer_completions_for_flags_or_options "formline schema" from' -l 'from' -d 'Read the form as another tool\'s questionnaire (default: by file name).' -rfka 'formline cookiecutter copier json-schema'
complete -c 'formline' -n '__formline_should_offer_completions_for_flags_or_options "formline schema" allow-outside' -l 'allow-outside' -d 'Let includes and pages name files outside the form\'s directory.'
complete -c 'formline' -n '__formline_should_offer_completions_for_flags_or_options "formline schema" version' -l 'version' -d 'Show the version.'
complete -c 'formline' -n '__formline_should_offer_completions_for_flags_or_options "formline schema" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'formline' -n '__formline_should_offer_completions_for_positional "formline show" -eq 1' -fa '(set -l exts \'yaml\' \'yml\' \'json\';for p in (string match -e -- \'*/\' (commandline -t);or printf \n)*.{$exts};printf %s\n $p;end;__fish_complete_directories (commandline -t) \'\')'
complete -c 'formline' -n '__formline_should_offer_completions_for_flags_or_options "formline show" from' -l 'from' -d 'Read the form as another tool\'s questionnaire (default: by file name).' -rfka 'formline cookiecutter copier json-schema'
complete -c 'formline' -n '__formline_should_offer_completions_for_flags_or_options "formline show" allow-outside' -l 'allow-outside' -d 'Let includes and pages name files outside the form\'s directory.'
complete -c 'formline' -n '__formline_should_offer_completions_for_flags_or_options "formline show"' -s 'a' -l 'answers' -d 'Answers in YAML, JSON, JSON with comments (.jsonc) or TOML, shaped like the result; - reads them from standard input (then nothing is asked). Repeatable; later files win.' -rfa '(set -l exts \'json\' \'jsonc\' \'yaml\' \'yml\' \'toml\';for p in (string match -e -- \'*/\' (commandline -t);or printf \n)*.{$exts};printf %s\n $p;end;__fish_complete_directories (commandline -t) \'\')'
complete -c 'formline' -n '__formline_should_offer_completions_for_flags_or_options "formline show" jsonc' -l 'jsonc' -d 'Read .json answers files as JSON with comments and trailing commas, as .jsonc files are.'
complete -c 'formline' -n '__formline_should_offer_completions_for_flags_or_options "formline show"' -l 'set' -d 'One answer, read as typed input of that field: address.city=Paris, tags[2]=x. Repeatable.' -rfka '(__formline_custom_completion ---completion show -- --set (count (__formline_tokens -pc)) (__formline_tokens -tC))'
complete -c 'formline' -n '__formline_should_offer_completions_for_flags_or_options "formline show" env-prefix' -l 'env-prefix' -d 'Take answers from environment variables PREFIX_FIELD_PATH (upper snake case).' -rfka ''
complete -c 'formline' -n '__formline_should_offer_completions_for_flags_or_options "formline show" no-color' -l 'no-color' -d 'No colour (NO_COLOR and TERM=dumb are honoured too).'
complete -c 'formline' -n '__formline_should_offer_completions_for_flags_or_options "formline show" version' -l 'version' -d 'Show the version.'
complete -c 'formline' -n '__formline_should_offer_completions_for_flags_or_options "formline show" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'formline' -n '__formline_should_offer_completions_for_flags_or_options "formline parse-date" kind' -l 'kind' -d 'What to read: date, time, datetime or duration (default: the kind TEXT names).' -rfka 'date time datetime duration'
complete -c 'formline' -n '__formline_should_offer_completions_for_flags_or_options "formline parse-date" now' -l 'now' -d 'The reference instant, in ISO 8601 (2026-11-23T10:00:00+01:00 or 2026-11-23).' -rfka ''
complete -c 'formline' -n '__formline_should_offer_completions_for_flags_or_options "formline parse-date" date-order' -l 'date-order' -d 'The order of numeric dates such as 03/04/2026: mdy, dmy or ymd (default: from the locale).' -rfka 'mdy dmy ymd'
complete -c 'formline' -n '__formline_should_offer_completions_for_flags_or_options "formline parse-date" version' -l 'version' -d 'Show the version.'
complete -c 'formline' -n '__formline_should_offer_completions_for_flags_or_options "formline parse-date" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'formline' -n '__formline_should_offer_completions_for_positional "formline convert" -eq 1' -fa '(set -l exts \'yaml\' \'yml\' \'json\';for p in (string match -e -- \'*/\' (commandline -t);or printf \n)*.{$exts};printf %s\n $p;end;__fish_complete_directories (commandline -t) \'\')'
complete -c 'formline' -n '__formline_should_offer_completions_for_flags_or_options "formline convert" from' -l 'from' -d 'Read the form as another tool\'s questionnaire (default: by file name).' -rfka 'formline cookiecutter copier json-schema'
complete -c 'formline' -n '__formline_should_offer_completions_for_flags_or_options "formline convert" allow-outside' -l 'allow-outside' -d 'Let includes and pages name files outside the form\'s directory.'
complete -c 'formline' -n '__formline_should_offer_completions_for_flags_or_options "formline convert" version' -l 'version' -d 'Show the version.'
complete -c 'formline' -n '__formline_should_offer_completions_for_flags_or_options "formline convert" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'formline' -n '__formline_should_offer_completions_for_flags_or_options "formline help" version' -l 'version' -d 'Show the version.'
