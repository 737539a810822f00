/* Generated from schemas/ by `npm run gen:types`: do not edit. */
// @ts-nocheck
import { fullFormats } from 'ajv-formats/dist/formats.js'
// Length in code points, as JSON Schema counts maxLength.
const ucs2length = (text) => [...text].length
const exports = {}
exports["languageDevelopment.json"] = validate10;
const schema11 = {"$id":"languageDevelopment.json","$schema":"http://json-schema.org/draft-07/schema#","type":"object","additionalProperties":false,"properties":{"emitsPrimitiveSound":{"type":"boolean","title":"Emitiu sons primitivos (arrulhos, gritinhos)"},"firstVocalizationsAge":{"type":"string","maxLength":200,"title":"Com que idade surgiram as primeiras vocalizações"},"babbled":{"type":"string","maxLength":200,"title":"Com que idade balbuciou"},"syllableRepetition":{"type":"string","maxLength":200,"title":"Com que idade repetiu sílabas (ex.: \"mamama\", \"papapa\")"},"wordsWithMeaning":{"type":"string","maxLength":200,"title":"Com que idade falou palavras com significado"},"firstWords":{"type":"string","maxLength":200,"title":"Primeiras palavras (quais e com que idade)"},"firstSentences":{"type":"string","maxLength":200,"title":"Primeiras frases (quais e com que idade)"},"simpleCompleteSentences":{"type":"string","maxLength":200,"title":"Com que idade formou frases simples e completas"},"understoodByAllWhen":{"type":"string","maxLength":200,"title":"Com que idade passou a ser compreendido(a) por todos"},"stutteredAround":{"type":"string","maxLength":200,"title":"Se gaguejou, por volta de que idade"},"speechRhythm":{"type":"string","maxLength":200,"title":"Como é o ritmo da fala (rápido, lento, com pausas)"},"speechDelay":{"type":"string","maxLength":4000,"title":"Houve atraso na fala (descreva)"},"speechArticulation":{"type":"string","maxLength":4000,"title":"Como é a articulação da fala (troca, omite ou distorce sons)"},"understandsCommands":{"type":"boolean","title":"Compreende ordens simples"},"languageUnderstood":{"type":"boolean","title":"A fala da criança é compreendida pelas pessoas"},"answersToName":{"type":"boolean","title":"Atende quando é chamado(a) pelo nome"},"looksWhenPointed":{"type":"boolean","title":"Olha para onde se aponta"},"usesGesture":{"type":"boolean","title":"Usa gestos para se comunicar"},"usesAdultHand":{"type":"boolean","title":"Usa a mão do adulto para pedir o que quer"},"sings":{"type":"boolean","title":"Canta"},"knowsSongs":{"type":"boolean","title":"Conhece músicas infantis"},"gestureHelp":{"type":"boolean","title":"Pede ajuda por gestos"},"gestureShare":{"type":"boolean","title":"Mostra ou oferece objetos para compartilhar"},"gestureNodYes":{"type":"boolean","title":"Acena com a cabeça para dizer \"sim\""},"gestureNodNo":{"type":"boolean","title":"Balança a cabeça para dizer \"não\""},"gestureShakeFingerNo":{"type":"boolean","title":"Balança o dedo indicador para dizer \"não\""},"gestureWave":{"type":"boolean","title":"Dá tchau com a mão"},"gestureBlowKiss":{"type":"boolean","title":"Manda beijo"},"gestureClap":{"type":"boolean","title":"Bate palmas"},"gestureLiftArms":{"type":"boolean","title":"Levanta os braços para pedir colo"},"gestureImitate":{"type":"boolean","title":"Imita gestos"},"echolalia":{"type":"boolean","title":"Apresenta ecolalia (repete falas que ouviu)"},"repeatsPhrases":{"type":"boolean","title":"Repete frases ou perguntas várias vezes"},"pronounConfusion":{"type":"boolean","title":"Troca os pronomes (ex.: fala de si como \"você\" ou \"ele\")"},"inventsWords":{"type":"boolean","title":"Inventa palavras"},"strangeWordCombinations":{"type":"boolean","title":"Faz combinações estranhas de palavras"},"insistsOnRepetition":{"type":"boolean","title":"Insiste em repetições (quer ouvir ou dizer sempre a mesma coisa)"},"reactionWhenContradicted":{"type":"string","maxLength":4000,"title":"Como reage quando é contrariado(a)"},"observations":{"type":"string","maxLength":4000,"title":"Observações"}}};
const func2 = Object.prototype.hasOwnProperty;
const func3 = ucs2length;

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="languageDevelopment.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(func2.call(schema11.properties, key0))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.emitsPrimitiveSound !== undefined){
let data0 = data.emitsPrimitiveSound;
if(typeof data0 !== "boolean"){
const err1 = {instancePath:instancePath+"/emitsPrimitiveSound",schemaPath:"#/properties/emitsPrimitiveSound/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.emitsPrimitiveSound.type,parentSchema:schema11.properties.emitsPrimitiveSound,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.firstVocalizationsAge !== undefined){
let data1 = data.firstVocalizationsAge;
if(typeof data1 === "string"){
if(func3(data1) > 200){
const err2 = {instancePath:instancePath+"/firstVocalizationsAge",schemaPath:"#/properties/firstVocalizationsAge/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.firstVocalizationsAge,data:data1};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/firstVocalizationsAge",schemaPath:"#/properties/firstVocalizationsAge/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.firstVocalizationsAge.type,parentSchema:schema11.properties.firstVocalizationsAge,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.babbled !== undefined){
let data2 = data.babbled;
if(typeof data2 === "string"){
if(func3(data2) > 200){
const err4 = {instancePath:instancePath+"/babbled",schemaPath:"#/properties/babbled/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.babbled,data:data2};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/babbled",schemaPath:"#/properties/babbled/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.babbled.type,parentSchema:schema11.properties.babbled,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.syllableRepetition !== undefined){
let data3 = data.syllableRepetition;
if(typeof data3 === "string"){
if(func3(data3) > 200){
const err6 = {instancePath:instancePath+"/syllableRepetition",schemaPath:"#/properties/syllableRepetition/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.syllableRepetition,data:data3};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/syllableRepetition",schemaPath:"#/properties/syllableRepetition/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.syllableRepetition.type,parentSchema:schema11.properties.syllableRepetition,data:data3};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.wordsWithMeaning !== undefined){
let data4 = data.wordsWithMeaning;
if(typeof data4 === "string"){
if(func3(data4) > 200){
const err8 = {instancePath:instancePath+"/wordsWithMeaning",schemaPath:"#/properties/wordsWithMeaning/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.wordsWithMeaning,data:data4};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/wordsWithMeaning",schemaPath:"#/properties/wordsWithMeaning/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.wordsWithMeaning.type,parentSchema:schema11.properties.wordsWithMeaning,data:data4};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.firstWords !== undefined){
let data5 = data.firstWords;
if(typeof data5 === "string"){
if(func3(data5) > 200){
const err10 = {instancePath:instancePath+"/firstWords",schemaPath:"#/properties/firstWords/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.firstWords,data:data5};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/firstWords",schemaPath:"#/properties/firstWords/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.firstWords.type,parentSchema:schema11.properties.firstWords,data:data5};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.firstSentences !== undefined){
let data6 = data.firstSentences;
if(typeof data6 === "string"){
if(func3(data6) > 200){
const err12 = {instancePath:instancePath+"/firstSentences",schemaPath:"#/properties/firstSentences/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.firstSentences,data:data6};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/firstSentences",schemaPath:"#/properties/firstSentences/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.firstSentences.type,parentSchema:schema11.properties.firstSentences,data:data6};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.simpleCompleteSentences !== undefined){
let data7 = data.simpleCompleteSentences;
if(typeof data7 === "string"){
if(func3(data7) > 200){
const err14 = {instancePath:instancePath+"/simpleCompleteSentences",schemaPath:"#/properties/simpleCompleteSentences/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.simpleCompleteSentences,data:data7};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/simpleCompleteSentences",schemaPath:"#/properties/simpleCompleteSentences/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.simpleCompleteSentences.type,parentSchema:schema11.properties.simpleCompleteSentences,data:data7};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.understoodByAllWhen !== undefined){
let data8 = data.understoodByAllWhen;
if(typeof data8 === "string"){
if(func3(data8) > 200){
const err16 = {instancePath:instancePath+"/understoodByAllWhen",schemaPath:"#/properties/understoodByAllWhen/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.understoodByAllWhen,data:data8};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/understoodByAllWhen",schemaPath:"#/properties/understoodByAllWhen/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.understoodByAllWhen.type,parentSchema:schema11.properties.understoodByAllWhen,data:data8};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.stutteredAround !== undefined){
let data9 = data.stutteredAround;
if(typeof data9 === "string"){
if(func3(data9) > 200){
const err18 = {instancePath:instancePath+"/stutteredAround",schemaPath:"#/properties/stutteredAround/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.stutteredAround,data:data9};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/stutteredAround",schemaPath:"#/properties/stutteredAround/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.stutteredAround.type,parentSchema:schema11.properties.stutteredAround,data:data9};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.speechRhythm !== undefined){
let data10 = data.speechRhythm;
if(typeof data10 === "string"){
if(func3(data10) > 200){
const err20 = {instancePath:instancePath+"/speechRhythm",schemaPath:"#/properties/speechRhythm/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.speechRhythm,data:data10};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/speechRhythm",schemaPath:"#/properties/speechRhythm/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.speechRhythm.type,parentSchema:schema11.properties.speechRhythm,data:data10};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.speechDelay !== undefined){
let data11 = data.speechDelay;
if(typeof data11 === "string"){
if(func3(data11) > 4000){
const err22 = {instancePath:instancePath+"/speechDelay",schemaPath:"#/properties/speechDelay/maxLength",keyword:"maxLength",params:{limit: 4000},message:"must NOT have more than 4000 characters",schema:4000,parentSchema:schema11.properties.speechDelay,data:data11};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/speechDelay",schemaPath:"#/properties/speechDelay/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.speechDelay.type,parentSchema:schema11.properties.speechDelay,data:data11};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.speechArticulation !== undefined){
let data12 = data.speechArticulation;
if(typeof data12 === "string"){
if(func3(data12) > 4000){
const err24 = {instancePath:instancePath+"/speechArticulation",schemaPath:"#/properties/speechArticulation/maxLength",keyword:"maxLength",params:{limit: 4000},message:"must NOT have more than 4000 characters",schema:4000,parentSchema:schema11.properties.speechArticulation,data:data12};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
else {
const err25 = {instancePath:instancePath+"/speechArticulation",schemaPath:"#/properties/speechArticulation/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.speechArticulation.type,parentSchema:schema11.properties.speechArticulation,data:data12};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.understandsCommands !== undefined){
let data13 = data.understandsCommands;
if(typeof data13 !== "boolean"){
const err26 = {instancePath:instancePath+"/understandsCommands",schemaPath:"#/properties/understandsCommands/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.understandsCommands.type,parentSchema:schema11.properties.understandsCommands,data:data13};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.languageUnderstood !== undefined){
let data14 = data.languageUnderstood;
if(typeof data14 !== "boolean"){
const err27 = {instancePath:instancePath+"/languageUnderstood",schemaPath:"#/properties/languageUnderstood/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.languageUnderstood.type,parentSchema:schema11.properties.languageUnderstood,data:data14};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.answersToName !== undefined){
let data15 = data.answersToName;
if(typeof data15 !== "boolean"){
const err28 = {instancePath:instancePath+"/answersToName",schemaPath:"#/properties/answersToName/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.answersToName.type,parentSchema:schema11.properties.answersToName,data:data15};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.looksWhenPointed !== undefined){
let data16 = data.looksWhenPointed;
if(typeof data16 !== "boolean"){
const err29 = {instancePath:instancePath+"/looksWhenPointed",schemaPath:"#/properties/looksWhenPointed/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.looksWhenPointed.type,parentSchema:schema11.properties.looksWhenPointed,data:data16};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data.usesGesture !== undefined){
let data17 = data.usesGesture;
if(typeof data17 !== "boolean"){
const err30 = {instancePath:instancePath+"/usesGesture",schemaPath:"#/properties/usesGesture/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.usesGesture.type,parentSchema:schema11.properties.usesGesture,data:data17};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.usesAdultHand !== undefined){
let data18 = data.usesAdultHand;
if(typeof data18 !== "boolean"){
const err31 = {instancePath:instancePath+"/usesAdultHand",schemaPath:"#/properties/usesAdultHand/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.usesAdultHand.type,parentSchema:schema11.properties.usesAdultHand,data:data18};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.sings !== undefined){
let data19 = data.sings;
if(typeof data19 !== "boolean"){
const err32 = {instancePath:instancePath+"/sings",schemaPath:"#/properties/sings/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.sings.type,parentSchema:schema11.properties.sings,data:data19};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.knowsSongs !== undefined){
let data20 = data.knowsSongs;
if(typeof data20 !== "boolean"){
const err33 = {instancePath:instancePath+"/knowsSongs",schemaPath:"#/properties/knowsSongs/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.knowsSongs.type,parentSchema:schema11.properties.knowsSongs,data:data20};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.gestureHelp !== undefined){
let data21 = data.gestureHelp;
if(typeof data21 !== "boolean"){
const err34 = {instancePath:instancePath+"/gestureHelp",schemaPath:"#/properties/gestureHelp/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.gestureHelp.type,parentSchema:schema11.properties.gestureHelp,data:data21};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data.gestureShare !== undefined){
let data22 = data.gestureShare;
if(typeof data22 !== "boolean"){
const err35 = {instancePath:instancePath+"/gestureShare",schemaPath:"#/properties/gestureShare/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.gestureShare.type,parentSchema:schema11.properties.gestureShare,data:data22};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data.gestureNodYes !== undefined){
let data23 = data.gestureNodYes;
if(typeof data23 !== "boolean"){
const err36 = {instancePath:instancePath+"/gestureNodYes",schemaPath:"#/properties/gestureNodYes/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.gestureNodYes.type,parentSchema:schema11.properties.gestureNodYes,data:data23};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data.gestureNodNo !== undefined){
let data24 = data.gestureNodNo;
if(typeof data24 !== "boolean"){
const err37 = {instancePath:instancePath+"/gestureNodNo",schemaPath:"#/properties/gestureNodNo/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.gestureNodNo.type,parentSchema:schema11.properties.gestureNodNo,data:data24};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data.gestureShakeFingerNo !== undefined){
let data25 = data.gestureShakeFingerNo;
if(typeof data25 !== "boolean"){
const err38 = {instancePath:instancePath+"/gestureShakeFingerNo",schemaPath:"#/properties/gestureShakeFingerNo/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.gestureShakeFingerNo.type,parentSchema:schema11.properties.gestureShakeFingerNo,data:data25};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data.gestureWave !== undefined){
let data26 = data.gestureWave;
if(typeof data26 !== "boolean"){
const err39 = {instancePath:instancePath+"/gestureWave",schemaPath:"#/properties/gestureWave/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.gestureWave.type,parentSchema:schema11.properties.gestureWave,data:data26};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data.gestureBlowKiss !== undefined){
let data27 = data.gestureBlowKiss;
if(typeof data27 !== "boolean"){
const err40 = {instancePath:instancePath+"/gestureBlowKiss",schemaPath:"#/properties/gestureBlowKiss/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.gestureBlowKiss.type,parentSchema:schema11.properties.gestureBlowKiss,data:data27};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data.gestureClap !== undefined){
let data28 = data.gestureClap;
if(typeof data28 !== "boolean"){
const err41 = {instancePath:instancePath+"/gestureClap",schemaPath:"#/properties/gestureClap/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.gestureClap.type,parentSchema:schema11.properties.gestureClap,data:data28};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data.gestureLiftArms !== undefined){
let data29 = data.gestureLiftArms;
if(typeof data29 !== "boolean"){
const err42 = {instancePath:instancePath+"/gestureLiftArms",schemaPath:"#/properties/gestureLiftArms/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.gestureLiftArms.type,parentSchema:schema11.properties.gestureLiftArms,data:data29};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data.gestureImitate !== undefined){
let data30 = data.gestureImitate;
if(typeof data30 !== "boolean"){
const err43 = {instancePath:instancePath+"/gestureImitate",schemaPath:"#/properties/gestureImitate/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.gestureImitate.type,parentSchema:schema11.properties.gestureImitate,data:data30};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data.echolalia !== undefined){
let data31 = data.echolalia;
if(typeof data31 !== "boolean"){
const err44 = {instancePath:instancePath+"/echolalia",schemaPath:"#/properties/echolalia/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.echolalia.type,parentSchema:schema11.properties.echolalia,data:data31};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data.repeatsPhrases !== undefined){
let data32 = data.repeatsPhrases;
if(typeof data32 !== "boolean"){
const err45 = {instancePath:instancePath+"/repeatsPhrases",schemaPath:"#/properties/repeatsPhrases/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.repeatsPhrases.type,parentSchema:schema11.properties.repeatsPhrases,data:data32};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data.pronounConfusion !== undefined){
let data33 = data.pronounConfusion;
if(typeof data33 !== "boolean"){
const err46 = {instancePath:instancePath+"/pronounConfusion",schemaPath:"#/properties/pronounConfusion/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.pronounConfusion.type,parentSchema:schema11.properties.pronounConfusion,data:data33};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data.inventsWords !== undefined){
let data34 = data.inventsWords;
if(typeof data34 !== "boolean"){
const err47 = {instancePath:instancePath+"/inventsWords",schemaPath:"#/properties/inventsWords/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.inventsWords.type,parentSchema:schema11.properties.inventsWords,data:data34};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data.strangeWordCombinations !== undefined){
let data35 = data.strangeWordCombinations;
if(typeof data35 !== "boolean"){
const err48 = {instancePath:instancePath+"/strangeWordCombinations",schemaPath:"#/properties/strangeWordCombinations/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.strangeWordCombinations.type,parentSchema:schema11.properties.strangeWordCombinations,data:data35};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data.insistsOnRepetition !== undefined){
let data36 = data.insistsOnRepetition;
if(typeof data36 !== "boolean"){
const err49 = {instancePath:instancePath+"/insistsOnRepetition",schemaPath:"#/properties/insistsOnRepetition/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.insistsOnRepetition.type,parentSchema:schema11.properties.insistsOnRepetition,data:data36};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data.reactionWhenContradicted !== undefined){
let data37 = data.reactionWhenContradicted;
if(typeof data37 === "string"){
if(func3(data37) > 4000){
const err50 = {instancePath:instancePath+"/reactionWhenContradicted",schemaPath:"#/properties/reactionWhenContradicted/maxLength",keyword:"maxLength",params:{limit: 4000},message:"must NOT have more than 4000 characters",schema:4000,parentSchema:schema11.properties.reactionWhenContradicted,data:data37};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
else {
const err51 = {instancePath:instancePath+"/reactionWhenContradicted",schemaPath:"#/properties/reactionWhenContradicted/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.reactionWhenContradicted.type,parentSchema:schema11.properties.reactionWhenContradicted,data:data37};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data.observations !== undefined){
let data38 = data.observations;
if(typeof data38 === "string"){
if(func3(data38) > 4000){
const err52 = {instancePath:instancePath+"/observations",schemaPath:"#/properties/observations/maxLength",keyword:"maxLength",params:{limit: 4000},message:"must NOT have more than 4000 characters",schema:4000,parentSchema:schema11.properties.observations,data:data38};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
else {
const err53 = {instancePath:instancePath+"/observations",schemaPath:"#/properties/observations/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.observations.type,parentSchema:schema11.properties.observations,data:data38};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
}
else {
const err54 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}
export default exports
